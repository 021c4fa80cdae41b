import { proxy, ref } from 'valtio/vanilla'
import type { ChainNamespace, Network } from '../utils/networks'

/** Per-namespace chain state of docs/behaviour.md#state. */
export type NamespaceState = {
  namespace: ChainNamespace
  /** Networks the host configured, in its order. */
  requestedNetworks: Network[]
  /** Network ids the connected wallet approved (all requested ones for an injected wallet). */
  approvedNetworkIds: number[]
  /** The network the wallet sits on, when it is one the host configured. */
  activeNetwork: Network | undefined
}

/** Chain state: every namespace, the active one, and the chain the wallet reports. */
export type ChainState = {
  activeNamespace: ChainNamespace
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>
  /** The chain id the wallet reports, configured or not (UnsupportedChain shows when it is not). */
  walletChainId: number | undefined
}

/** A chain store for the networks given; the first one starts active. */
export function createChainStore(networks: readonly Network[]) {
  const namespaces: ChainState['namespaces'] = {}
  for (const network of networks) {
    const state = namespaces[network.chainNamespace] ?? {
      namespace: network.chainNamespace,
      requestedNetworks: [],
      approvedNetworkIds: [],
      activeNetwork: undefined,
    }
    namespaces[network.chainNamespace] = state
    // Networks may carry viem formatters (functions): keep them out of the proxy.
    state.requestedNetworks.push(ref(network))
  }
  for (const state of Object.values(namespaces)) state.activeNetwork = state.requestedNetworks[0]
  return proxy<ChainState>({
    activeNamespace: networks[0]?.chainNamespace ?? 'eip155',
    namespaces,
    walletChainId: undefined,
  })
}

/** The chain store type. */
export type ChainStore = ReturnType<typeof createChainStore>
