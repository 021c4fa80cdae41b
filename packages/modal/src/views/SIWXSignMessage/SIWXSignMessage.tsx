import { cancelSiwx, signSiwxMessage } from '../../actions/signSiwxMessage'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { shortAddress } from '../../utils/formatAddress'

/** SIWXSignMessage: the host asks the visitor to prove the address by signing a message. */
export function SIWXSignMessage() {
  const core = useCore()
  const t = useT()
  const { siwx } = useStoreState('auth')
  const account = useStoreState('account')
  const options = useStoreState('options')
  const signing = siwx.status === 'signing'
  return (
    <div className="w3m-center" data-testid="w3m-siwx">
      <p className="w3m-strong">
        {options.metadata?.name != null
          ? t('Sign in to {name}', { name: options.metadata.name })
          : t('Sign in to this app')}
      </p>
      <p className="w3m-text-secondary">
        {options.siwx?.statement ?? t('Sign in to continue.')}
        {account.address ? ` (${shortAddress(account.address)})` : ''}
      </p>
      {siwx.error ? (
        <p className="w3m-error-text" role="alert">
          {t(siwx.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="w3m-button w3m-button-primary"
        disabled={signing}
        onClick={() => void signSiwxMessage(core)}
        data-testid="w3m-siwx-sign"
      >
        {signing ? t('Authenticating...') : t('Sign')}
      </button>
      <button
        type="button"
        className="w3m-button"
        disabled={signing}
        onClick={() => void cancelSiwx(core)}
        data-testid="w3m-siwx-cancel"
      >
        {t('Cancel')}
      </button>
    </div>
  )
}
