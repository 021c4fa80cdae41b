import type { Core } from '../core/createCore'
import { ensureEvm } from './ensureEvm'

/** wagmi's storage key (with the modal's prefix) the WalletConnect connector sets while a session exists. */
const WALLET_CONNECT_SESSION_KEY = 'w3m.wagmi.walletConnect.connected'

/**
 * Loads the WalletConnect connector on demand (its own chunk; the SDK loads later still) and
 * adds it to wagmi and the connector list. Returns the connector id.
 */
export async function loadWalletConnect(core: Core): Promise<string> {
  const evm = await ensureEvm(core)
  const existing = evm.config.connectors.find((connector) => connector.id === 'walletConnect')
  if (existing) return existing.id
  const { walletConnect } = await import('../connectors/walletConnect')
  const options = core.stores.options
  const origin = typeof location === 'undefined' ? '' : location.origin
  const id = evm.addConnector(
    walletConnect({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: {
        name:
          options.metadata?.name ??
          (typeof document === 'undefined' ? 'w3m' : document.title || 'w3m'),
        description: options.metadata?.description ?? '',
        url: options.metadata?.url || origin,
        icons: options.metadata?.icons ?? [],
      },
      // The Solana networks join the proposal as the `solana` namespace (docs/wire.md#walletconnect-solana).
      solanaChains: options.solanaNetworks.map((network) => network.caipNetworkId),
      solanaRpcUrls: Object.fromEntries(
        options.solanaNetworks.flatMap((network) => {
          const url = options.rpcUrls[network.caipNetworkId]
          return url ? [[network.caipNetworkId, url]] : []
        }),
      ),
    }),
  )
  const { connectors } = core.stores.connectors
  if (!connectors.some((connector) => connector.id === id)) {
    connectors.push({ id, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
  }
  return id
}

/** Whether the last visit left a WalletConnect session, so reconnect needs the connector loaded first. */
export function hasWalletConnectSession(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(WALLET_CONNECT_SESSION_KEY) === 'true'
  } catch {
    return false
  }
}
