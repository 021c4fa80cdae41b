import {
  type Config,
  type CreateConnectorFn,
  connect,
  createConfig,
  createStorage,
  disconnect,
  type GetConnectionReturnType,
  getBalance,
  getConnection,
  injected,
  reconnect,
  switchChain,
  watchConnection,
  watchConnectors,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { createRpcTransport, RPC_CLIENT_BATCH } from '../clients/createRpcTransport'
import type { Network } from '../utils/networks'

/** What the EVM adapter needs: the networks and the RPC URL of each. */
export type EvmAdapterParameters = {
  networks: readonly Network[]
  rpcUrls: Record<number, string>
  /** A host app's own wagmi config, used as is. */
  wagmiConfig?: Config | undefined
}

/** A connector as the adapter reports it. */
export type EvmConnector = { id: string; name: string; icon?: string; rdns?: string; type: string }

/** The wagmi config for the networks: injected + EIP-6963 discovery, HTTP transports on the given RPC URLs. */
export function createWagmiConfig(parameters: EvmAdapterParameters): Config {
  const chains = parameters.networks.map(
    // The wallet adds a chain with these RPC URLs on 4902, so they must be the configured ones.
    (network): Chain => {
      const url = parameters.rpcUrls[network.id]
      return url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
    },
  ) as [Chain, ...Chain[]]
  return createConfig({
    chains,
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ key: 'w3m.wagmi', storage: globalThis.localStorage }),
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, createRpcTransport(chain.rpcUrls.default.http[0])]),
    ),
    // SPEC §9: multicall batches of 1,024 bytes.
    batch: RPC_CLIENT_BATCH,
  })
}

/** EVM through @wagmi/core: connect, reconnect, switch, watch. Built only in a browser. */
export function createEvmAdapter(parameters: EvmAdapterParameters) {
  const config = parameters.wagmiConfig ?? createWagmiConfig(parameters)
  const find = (id: string) => config.connectors.find((connector) => connector.id === id)
  return {
    config,
    /** The connectors wagmi knows (announced EIP-6963 wallets and the generic injected one). */
    connectors(): EvmConnector[] {
      return config.connectors.map((connector) => ({
        id: connector.id,
        name: connector.name,
        type: connector.type,
        ...(connector.icon ? { icon: connector.icon } : {}),
        ...(connector.rdns
          ? { rdns: Array.isArray(connector.rdns) ? connector.rdns[0] : connector.rdns }
          : {}),
      }))
    },
    /** Connects through a connector by id; rejects with wagmi's errors. */
    async connect(connectorId: string, chainId?: number) {
      const connector = find(connectorId)
      if (!connector) throw new Error(`No connector ${connectorId}`)
      return connect(config, { connector, ...(chainId ? { chainId } : {}) })
    },
    /** Adds a wagmi connector built later (the lazily loaded WalletConnect one); returns its id. */
    addConnector(connectorFn: CreateConnectorFn): string {
      const connector = config._internal.connectors.setup(connectorFn)
      config._internal.connectors.setState((list) => [
        ...list.filter((entry) => entry.id !== connector.id),
        connector,
      ])
      return connector.id
    },
    disconnect: () => disconnect(config),
    reconnect: () => reconnect(config),
    /** Switches the wallet's chain; the injected connector adds the chain on 4902. */
    switchChain: (chainId: number) => switchChain(config, { chainId }),
    getBalance: (address: `0x${string}`, chainId: number) =>
      getBalance(config, { address, chainId }),
    getConnection: () => getConnection(config),
    watchConnection: (onChange: (connection: GetConnectionReturnType) => void) =>
      watchConnection(config, { onChange }),
    watchConnectors: (onChange: () => void) => watchConnectors(config, { onChange }),
  }
}

/** The EVM adapter type. */
export type EvmAdapter = ReturnType<typeof createEvmAdapter>
