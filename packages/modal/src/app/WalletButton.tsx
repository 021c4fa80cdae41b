import { openNamedWallet } from '../actions/openNamedWallet'
import { knownExplorerWallets, resolveNamedWalletNow } from '../actions/resolveNamedWallet'
import { useCore } from '../hooks/coreContext'
import { useStoreState } from '../hooks/useStoreState'
import { useThemeMode } from '../hooks/useThemeMode'
import { shortAddress } from '../utils/formatAddress'
import { SOCIAL_LABELS } from '../utils/socialLabels'

/** The words on a wallet button: the login or wallet it stands for, or the address it connected. */
function useWalletButtonLabel(wallet: string): { label: string; connected: boolean } {
  const core = useCore()
  // Read so the label follows the stores (a wallet announcing itself, a connect).
  const account = useStoreState('account')
  const { activeConnectorId } = useStoreState('connections')
  useStoreState('connectors')
  useStoreState('wallets')
  const target = resolveNamedWalletNow(core, { name: wallet })
  if (target?.kind === 'connector' && account.address && activeConnectorId === target.connectorId)
    return { label: shortAddress(account.address), connected: true }
  if (target?.kind === 'email') return { label: 'Continue with email', connected: false }
  if (target?.kind === 'social')
    return { label: `Continue with ${SOCIAL_LABELS[target.provider]}`, connected: false }
  if (target?.kind === 'farcaster') return { label: 'Continue with Farcaster', connected: false }
  const name =
    (target?.kind === 'connector'
      ? core.stores.connectors.connectors.find((entry) => entry.id === target.connectorId)?.name
      : undefined) ??
    knownExplorerWallets(core).find((entry) => entry.id === wallet)?.name ??
    (target?.kind === 'walletConnect' && !target.walletId ? 'WalletConnect' : wallet)
  return { label: name, connected: false }
}

/**
 * `<W3mWalletButton wallet="…">` (inside `<W3mProvider>`) and the inside of `<w3m-wallet-button>`:
 * connects one named wallet in one click (docs/behaviour.md#wallet-buttons).
 */
export function W3mWalletButton({ wallet }: { wallet: string }) {
  const core = useCore()
  const theme = useThemeMode()
  const { status } = useStoreState('account')
  const { label, connected } = useWalletButtonLabel(wallet)
  return (
    <div className="w3m-root" data-theme={theme}>
      <button
        type="button"
        className="w3m-button w3m-button-primary w3m-connect"
        data-testid="w3m-wallet-button"
        data-wallet={wallet}
        aria-busy={status === 'connecting' || undefined}
        onClick={() => {
          if (!connected) void openNamedWallet(core, { name: wallet })
        }}
      >
        {label}
      </button>
    </div>
  )
}
