import { useId, useMemo, useState } from 'react'
import {
  editDataCaptureEmail,
  sendDataCaptureCode,
  skipDataCapture,
  verifyDataCaptureCode,
} from '../../actions/dataCapture'
import { EMAIL_PATTERN, EmailField } from '../../components/EmailField/EmailField'
import { OtpInput } from '../../components/OtpInput/OtpInput'
import { ResendButton } from '../../components/ResendButton/ResendButton'
import { Spinner } from '../../components/Spinner/Spinner'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { formatRich } from '../../i18n/formatRich'
import { useT } from '../../i18n/translate'
import { readRecentEmails, suggestEmailDomains } from '../../utils/emailSuggestions'

/**
 * DataCapture: after sign-in, the visitor's email (suggested domains while typing, this browser's
 * recent addresses), then the code mailed to it; Skip when the host allows it
 * (docs/behaviour.md#datacapture).
 */
export function DataCapture() {
  const core = useCore()
  const t = useT()
  const { dataCapture: state } = useStoreState('auth')
  const options = useStoreState('options')
  const optional = options.siwx?.captureEmail !== 'required'
  const skip = optional ? (
    <button
      type="button"
      className="w3m-link"
      onClick={() => skipDataCapture(core)}
      data-testid="w3m-data-capture-skip"
    >
      {t('Skip')}
    </button>
  ) : null

  if (state.step === 'sending') return <Spinner label={t('Sending the code')} />
  if (state.step === 'code' || state.step === 'verifying') {
    return (
      <div className="w3m-center" data-testid="w3m-data-capture-code">
        <p className="w3m-text-secondary">
          {formatRich(t('Enter the code we sent to {email}'), {
            email: <strong>{state.email}</strong>,
          })}
        </p>
        <OtpInput
          key={state.error ?? 'code'}
          disabled={state.step === 'verifying'}
          error={state.error && t(state.error)}
          onComplete={(code) => void verifyDataCaptureCode(core, { code })}
        />
        {state.step === 'verifying' ? <Spinner label={t('Checking the code')} /> : null}
        <ResendButton
          availableAt={state.resendAt}
          disabled={state.step === 'verifying'}
          onResend={() => state.email && void sendDataCaptureCode(core, { email: state.email })}
        />
        <div className="w3m-links">
          <button
            type="button"
            className="w3m-link"
            onClick={() => editDataCaptureEmail(core)}
            data-testid="w3m-data-capture-change"
          >
            {t('Use another email')}
          </button>
          {skip}
        </div>
      </div>
    )
  }
  return <EmailStep initial={state.email ?? ''} error={state.error} skip={skip} />
}

function EmailStep(props: { initial: string; error: string | undefined; skip: React.ReactNode }) {
  const core = useCore()
  const t = useT()
  const id = useId()
  const [value, setValue] = useState(props.initial)
  const [warning, setWarning] = useState<string>()
  const recent = useMemo(() => readRecentEmails(core.storage), [core])
  const suggestions = suggestEmailDomains(value)
  const message = warning ?? props.error
  const submit = (email: string) => {
    const address = email.trim()
    if (!EMAIL_PATTERN.test(address)) return setWarning('Please enter a valid email address')
    setWarning(undefined)
    void sendDataCaptureCode(core, { email: address })
  }
  return (
    <form
      noValidate
      className="w3m-center"
      data-testid="w3m-data-capture"
      onSubmit={(event) => {
        event.preventDefault()
        submit(value)
      }}
    >
      <p className="w3m-text-secondary">
        {t('Add your email to this sign-in. We will send a code to confirm it.')}
      </p>
      <EmailField
        id={id}
        value={value}
        onChange={setValue}
        message={message && t(message)}
        testId="w3m-data-capture-input"
      />
      {suggestions.length > 0 ? (
        <AddressList
          label={t('Suggestions')}
          testId="w3m-data-capture-suggestions"
          entries={suggestions}
          onPick={setValue}
        />
      ) : null}
      {!value && recent.length > 0 ? (
        <AddressList
          label={t('Recently used')}
          testId="w3m-data-capture-recent"
          entries={recent}
          onPick={submit}
        />
      ) : null}
      <button type="submit" className="w3m-button w3m-button-primary">
        {t('Continue')}
      </button>
      {props.skip}
    </form>
  )
}

/** A labelled list of addresses, each a button. */
function AddressList(props: {
  label: string
  testId: string
  entries: string[]
  onPick: (email: string) => void
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} data-testid={props.testId}>
      <p id={id} className="w3m-text-secondary">
        {props.label}
      </p>
      <ul className="w3m-list">
        {props.entries.map((entry) => (
          <li key={entry}>
            <button type="button" className="w3m-row" onClick={() => props.onPick(entry)}>
              <span className="w3m-row-name">{entry}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
