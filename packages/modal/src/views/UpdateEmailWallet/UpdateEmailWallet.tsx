import { useEffect, useId, useState } from 'react'
import {
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
  watchEmailChange,
} from '../../actions/updateEmail'
import { OtpInput } from '../../components/OtpInput/OtpInput'
import { ResendButton } from '../../components/ResendButton/ResendButton'
import { Spinner } from '../../components/Spinner/Spinner'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { formatRich } from '../../i18n/formatRich'
import { useT } from '../../i18n/translate'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** UpdateEmailWallet: the new address, then the code sent to the current one, then the new one's. */
export function UpdateEmailWallet() {
  const core = useCore()
  const t = useT()
  const { updateEmail: state } = useStoreState('auth')
  const account = useStoreState('account')
  const pending = state.step === 'primaryOtp' || state.step === 'secondaryOtp'
  // While a code is awaited, the change may be confirmed elsewhere: its status is polled each second.
  useEffect(() => (pending ? watchEmailChange(core) : undefined), [core, pending])
  if (state.step === 'sending' || state.step === 'verifying')
    return <Spinner label={t('Please wait')} />
  if (state.step === 'primaryOtp' || state.step === 'secondaryOtp') {
    const primary = state.step === 'primaryOtp'
    // The current address may be unknown (a social login): the code still goes to it.
    const to = primary ? account.user?.email : (state.newEmail ?? '')
    return (
      <div
        className="w3m-center"
        data-testid={primary ? 'w3m-update-email-primary' : 'w3m-update-email-secondary'}
      >
        <p className="w3m-text-secondary">
          {to != null
            ? formatRich(t('Enter the code we sent to {email}'), { email: <strong>{to}</strong> })
            : t('Enter the code we sent to your current address')}
        </p>
        <OtpInput
          key={`${state.step}-${state.error ?? ''}`}
          error={state.error && t(state.error)}
          onComplete={(otp) =>
            void (primary
              ? verifyUpdateEmailPrimaryOtp(core, { otp })
              : verifyUpdateEmailSecondaryOtp(core, { otp }))
          }
        />
        <ResendButton
          availableAt={state.resendAt}
          onResend={() => state.newEmail && void updateEmail(core, { email: state.newEmail })}
        />
      </div>
    )
  }
  return <NewEmailForm current={account.user?.email ?? undefined} error={state.error} />
}

function NewEmailForm(props: { current: string | undefined; error: string | undefined }) {
  const core = useCore()
  const t = useT()
  const id = useId()
  const [value, setValue] = useState('')
  const [warning, setWarning] = useState<string>()
  const message = warning ?? props.error
  return (
    <form
      noValidate
      className="w3m-center"
      data-testid="w3m-update-email-form"
      onSubmit={(event) => {
        event.preventDefault()
        const email = value.trim()
        if (!EMAIL.test(email)) return setWarning('Please enter a valid email address')
        setWarning(undefined)
        void updateEmail(core, { email })
      }}
    >
      {props.current ? (
        <p className="w3m-text-secondary">
          {t('Current email: {email}', { email: props.current })}
        </p>
      ) : null}
      <label htmlFor={id} className="w3m-visually-hidden">
        {t('New email')}
      </label>
      <input
        id={id}
        className="w3m-input"
        type="email"
        placeholder={t('New email')}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {message ? (
        <p id={`${id}-error`} className="w3m-error-text" role="alert">
          {t(message)}
        </p>
      ) : null}
      <button type="submit" className="w3m-button w3m-button-primary">
        {t('Save')}
      </button>
    </form>
  )
}
