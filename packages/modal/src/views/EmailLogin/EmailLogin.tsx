import { useEffect } from 'react'
import { connectEmail, verifyEmailOtp } from '../../actions/connectEmail'
import { OtpInput } from '../../components/OtpInput/OtpInput'
import { ResendButton } from '../../components/ResendButton/ResendButton'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { formatRich } from '../../i18n/formatRich'
import { useT } from '../../i18n/translate'

/**
 * EmailLogin: sends the email on arrival, then waits for the device approval link (new device)
 * and takes the 6-digit code, submitting at the 6th digit; connected, the modal shows Account.
 */
export function EmailLogin() {
  const core = useCore()
  const t = useT()
  // Undefined for the one render after the router already left this view.
  const address = useViewParams('EmailLogin')?.email ?? ''
  const { email } = useStoreState('auth')
  useEffect(() => {
    if (!address) return
    const state = core.stores.auth.email
    // A fresh address starts a login; coming back to one in progress continues it.
    if (state.address !== address || (state.step === 'idle' && !state.error))
      void connectEmail(core, { email: address })
  }, [core, address])
  const retry = () => void connectEmail(core, { email: address })

  if (email.step === 'verifyDevice') {
    return (
      <div className="w3m-center" data-testid="w3m-email-verify-device">
        <p className="w3m-strong">{t('Approve this device')}</p>
        <p className="w3m-text-secondary">
          {formatRich(
            t('We sent an approval link to {email}. Open it on any device to continue.'),
            {
              email: <strong>{address}</strong>,
            },
          )}
        </p>
        <Spinner label={t('Waiting for the approval')} />
      </div>
    )
  }
  if (email.step === 'verifyOtp' || email.step === 'connecting') {
    return (
      <div className="w3m-center" data-testid="w3m-email-otp">
        <p className="w3m-text-secondary">
          {formatRich(t('Enter the code we sent to {email}'), {
            email: <strong>{address}</strong>,
          })}
        </p>
        <OtpInput
          key={email.error ?? 'otp'}
          disabled={email.step === 'connecting'}
          error={email.error && t(email.error)}
          onComplete={(otp) => void verifyEmailOtp(core, { otp })}
        />
        {email.step === 'connecting' ? <Spinner label={t('Connecting')} /> : null}
        <ResendButton
          availableAt={email.resendAt}
          disabled={email.step === 'connecting'}
          onResend={retry}
        />
      </div>
    )
  }
  if (email.step === 'idle' && email.error) {
    return (
      <ViewStatus title={t('Email login failed')} description={t(email.error)} tone="error">
        <button type="button" className="w3m-button" onClick={retry}>
          {t('Try again')}
        </button>
      </ViewStatus>
    )
  }
  return <Spinner label={t('Sending email')} />
}
