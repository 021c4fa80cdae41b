import { showToast } from '../../actions/toast'
import { QrCode } from '../../components/QrCode/QrCode'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'

/** Receive: the address as a QR code and as text, a copy button, and the networks it works on. */
export function WalletReceive() {
  const t = useT()
  const core = useCore()
  const account = useStoreState('account')
  const options = useStoreState('options')
  const address = account.address
  if (!address) return <p className="w3m-text-secondary">{t('No wallet connected.')}</p>
  return (
    <div className="w3m-center" data-testid="w3m-receive">
      <QrCode text={address} label={t('QR code of the address {address}', { address })} />
      <p className="w3m-text-secondary">{t('Your address')}</p>
      <code data-testid="w3m-receive-address" style={{ wordBreak: 'break-all' }}>
        {address}
      </code>
      <button
        type="button"
        className="w3m-button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(address)
            showToast(core.stores, 'success', 'Address copied')
          } catch {
            showToast(core.stores, 'error', 'Could not copy the address')
          }
        }}
        data-testid="w3m-receive-copy"
      >
        {t('Copy address')}
      </button>
      <p className="w3m-text-secondary">
        {t('Send only tokens on these networks to this address:')}
      </p>
      <ul className="w3m-list" aria-label={t('Networks')} data-testid="w3m-receive-networks">
        {options.networks.map((network) => (
          <li key={network.caipNetworkId} className="w3m-tag">
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
