import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useWalletConnectUri } from '../ConnectingWalletConnect/useWalletConnectUri'
import { WalletConnectQr } from '../ConnectingWalletConnect/WalletConnectQr'

/** ConnectingWalletConnectBasic: the plain WalletConnect QR flow, for any wallet that scans it. */
export function ConnectingWalletConnectBasic() {
  const core = useCore()
  const { connectError } = useStoreState('connections')
  const { pairing, pending, unavailable, retry } = useWalletConnectUri(core, undefined)
  const failed = !pending && (connectError || unavailable)
  return (
    <div className="w3m-center" data-testid="w3m-connecting-wc-basic">
      <p className="w3m-text-secondary" role="status">
        {failed ? (connectError ?? 'Failed to connect') : 'Scan this QR code with your phone'}
      </p>
      <WalletConnectQr pairing={pairing} label="WalletConnect QR code" />
      {failed ? (
        <button
          type="button"
          className="w3m-button w3m-button-primary"
          onClick={retry}
          data-testid="w3m-connect-retry"
        >
          Try again
        </button>
      ) : null}
    </div>
  )
}
