import { proxy, ref } from 'valtio/vanilla'
import type { ConnectableNamespace, Network, SolanaNetwork } from '../utils/networks'

type NetworkOf = { eip155: Network; solana: SolanaNetwork }

/** Per-namespace chain state of docs/behaviour.md#state. */
export type NamespaceState<N extends ConnectableNamespace = ConnectableNamespace> = {
  namespace: N
  /** Networks the host configured, in its order. */
  requestedNetworks: NetworkOf[N][]
  /** Network ids the connected wallet approved (all requested ones for an injected wallet). */
  approvedNetworkIds: NetworkOf[N]['id'][]
  /** The network the wallet sits on, when it is one the host configured. */
  activeNetwork: NetworkOf[N] | undefined
}

/** Chain state: every namespace, the active one, and the chain the wallet reports. */
export type ChainState = {
  /** One namespace is active at a time: the one connected, else the first configured. */
  activeNamespace: ConnectableNamespace
  namespaces: { eip155?: NamespaceState<'eip155'>; solana?: NamespaceState<'solana'> }
  /** The chain id the EVM wallet reports, configured or not (UnsupportedChain shows when it is not). */
  walletChainId: number | undefined
}

function namespaceState<N extends ConnectableNamespace>(
  namespace: N,
  networks: readonly NetworkOf[N][],
): NamespaceState<N> | undefined {
  if (networks.length === 0) return undefined
  // Networks may carry viem formatters (functions): keep them out of the proxy.
  const requestedNetworks = networks.map((network) => ref(network))
  return {
    namespace,
    requestedNetworks,
    approvedNetworkIds: [],
    activeNetwork: requestedNetworks[0],
  }
}

/** A chain store for the networks given; `defaultNamespace` starts active. */
export function createChainStore(
  networks: readonly Network[],
  solanaNetworks: readonly SolanaNetwork[] = [],
  defaultNamespace: ConnectableNamespace = 'eip155',
) {
  const eip155 = namespaceState('eip155', networks)
  const solana = namespaceState('solana', solanaNetworks)
  return proxy<ChainState>({
    activeNamespace: defaultNamespace,
    namespaces: { ...(eip155 ? { eip155 } : {}), ...(solana ? { solana } : {}) },
    walletChainId: undefined,
  })
}

/**
 * The CAIP-2 id the connected account lives on: the EVM wallet's chain (configured or not), or
 * the active Solana network. Undefined before the EVM wallet reports a chain.
 */
export function activeCaipNetworkId(state: {
  readonly activeNamespace: ConnectableNamespace
  readonly walletChainId: number | undefined
  readonly namespaces: {
    readonly solana?:
      | { readonly activeNetwork?: { readonly caipNetworkId: string } | undefined }
      | undefined
  }
}): string | undefined {
  if (state.activeNamespace === 'solana')
    return state.namespaces.solana?.activeNetwork?.caipNetworkId
  return state.walletChainId === undefined ? undefined : `eip155:${state.walletChainId}`
}
