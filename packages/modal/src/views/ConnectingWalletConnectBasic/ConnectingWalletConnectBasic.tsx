import type { PairingUri } from '../../connectors/walletConnect'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { useWalletConnectUri } from '../ConnectingWalletConnect/useWalletConnectUri'
import { WalletConnectQr } from '../ConnectingWalletConnect/WalletConnectQr'

/** What the basic WalletConnect view draws: the QR code of `pairing`, or the failure and Try again. */
export function WalletConnectBasicPanel(props: {
  pairing: PairingUri | undefined
  /** The failure to say ('Connection rejected', 'Failed to connect'), if the pairing failed. */
  error: string | undefined
  onRetry: () => void
}) {
  const t = useT()
  return (
    <div className="w3m-center" data-testid="w3m-connecting-wc-basic">
      <p className="w3m-text-secondary" role="status" data-testid="w3m-wc-basic-message">
        {props.error ? t(props.error) : t('Scan this QR code with your phone')}
      </p>
      <WalletConnectQr pairing={props.pairing} label={t('WalletConnect QR code')} />
      {props.error ? (
        <button
          type="button"
          className="w3m-button w3m-button-primary"
          onClick={props.onRetry}
          data-testid="w3m-connect-retry"
        >
          {t('Try again')}
        </button>
      ) : null}
    </div>
  )
}

/** ConnectingWalletConnectBasic: the plain WalletConnect QR flow, for any wallet that scans it. */
export function ConnectingWalletConnectBasic() {
  const core = useCore()
  const { connectError } = useStoreState('connections')
  const { pairing, pending, unavailable, retry } = useWalletConnectUri(core, undefined)
  const failed = !pending && (connectError || unavailable)
  return (
    <WalletConnectBasicPanel
      pairing={pairing}
      error={failed ? (connectError ?? 'Failed to connect') : undefined}
      onRetry={retry}
    />
  )
}
