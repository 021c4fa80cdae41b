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
  getConnections,
  injected,
  switchChain,
  switchConnection,
  watchConnection,
  watchConnections,
  watchConnectors,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { createRpcTransport, RPC_CLIENT_BATCH } from '../clients/createRpcTransport'
import { ConnectorNotFoundError } from '../errors/errors'
import type { Network } from '../utils/networks'
import { walletName, watchAnnouncements } from './announcement'
import { createRestore } from './restoreConnection'

/** How long a connect waits for an announced wallet to reach wagmi's connector list. */
const CONNECTOR_WAIT_MS = 2_000

/** What the EVM adapter needs: the networks and the RPC URL of each. */
export type EvmAdapterParameters = {
  networks: readonly Network[]
  rpcUrls: Record<number, string>
  /** A host app's own wagmi config, used as is. */
  wagmiConfig?: Config | undefined
}

/** A connector as the adapter reports it. */
export type EvmConnector = { id: string; name: string; icon?: string; rdns?: string; type: string }

/**
 * The wagmi config for the networks: injected + EIP-6963 discovery, HTTP transports on the given
 * RPC URLs. The discovery is the modal's own (`watchAnnouncements`), not wagmi's: wagmi's takes
 * every announcement as it comes, and one without `info` throws in its listener and in every
 * later one, so the page's real wallets never reach the list (docs/behaviour.md#hostile-data).
 */
function createWagmiConfig(parameters: EvmAdapterParameters): Config {
  const chains = parameters.networks.map(
    // The wallet adds a chain with these RPC URLs on 4902, so they must be the configured ones.
    (network): Chain => {
      const url = parameters.rpcUrls[network.id]
      return url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
    },
  ) as [Chain, ...Chain[]]
  const config = createConfig({
    chains,
    connectors: [injected()],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: 'w3m.wagmi', storage: globalThis.localStorage }),
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, createRpcTransport(chain.rpcUrls.default.http[0])]),
    ),
    // Multicall batches of 1,024 bytes (docs/behaviour.md#limits).
    batch: RPC_CLIENT_BATCH,
  })
  const { connectors } = config._internal
  watchAnnouncements((announcement) => {
    if (config.connectors.some((connector) => connector.id === announcement.info.rdns)) return
    // The same connector wagmi's own discovery makes: injected, its id the rdns.
    const connector = connectors.setup(
      connectors.providerDetailToConnector(
        announcement as unknown as Parameters<typeof connectors.providerDetailToConnector>[0],
      ),
    )
    connectors.setState((list) => [...list, connector])
  })
  return config
}

/** EVM through @wagmi/core: connect, reconnect, switch, watch. Built only in a browser. */
export function createEvmAdapter(parameters: EvmAdapterParameters) {
  const config = parameters.wagmiConfig ?? createWagmiConfig(parameters)
  const restore = createRestore(config)
  const find = (id: string) => config.connectors.find((connector) => connector.id === id)
  // An announced wallet reaches wagmi's list a moment after the page saw it: wait that moment.
  const waitForConnector = (id: string) =>
    new Promise<Config['connectors'][number] | undefined>((resolve) => {
      const timer = setTimeout(() => {
        stop()
        resolve(find(id))
      }, CONNECTOR_WAIT_MS)
      const stop = watchConnectors(config, {
        onChange() {
          const found = find(id)
          if (!found) return
          clearTimeout(timer)
          stop()
          resolve(found)
        },
      })
    })
  return {
    config,
    /** The connectors wagmi knows (announced EIP-6963 wallets and the generic injected one). */
    connectors(): EvmConnector[] {
      return config.connectors.flatMap((connector) => {
        // A host's own wagmi config may take announcements unchecked: a name must be text.
        const name = walletName(connector.name)
        if (!name) return []
        // wagmi names an EIP-6963 wallet's connector by its rdns and sets no `rdns` on it.
        const rdns =
          connector.rdns ??
          (connector.type === 'injected' && connector.id !== 'injected' ? connector.id : undefined)
        return [
          {
            id: connector.id,
            name,
            type: connector.type,
            ...(connector.icon ? { icon: connector.icon } : {}),
            ...(rdns ? { rdns: Array.isArray(rdns) ? rdns[0] : rdns } : {}),
          },
        ]
      })
    },
    /** Connects through a connector by id; rejects with wagmi's errors. */
    async connect(connectorId: string, chainId?: number) {
      const connector = find(connectorId) ?? (await waitForConnector(connectorId))
      if (!connector) throw new ConnectorNotFoundError({ details: `no connector "${connectorId}"` })
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
    /** Disconnects one connector (wagmi then makes another connection current), or the current one. */
    disconnect: (connectorId?: string) => {
      const connector = connectorId ? find(connectorId) : undefined
      return disconnect(config, connector ? { connector } : {})
    },
    /** Stops a pending connection when its provider can (a WalletConnect pairing: the modal closed). */
    async cancelConnect(connectorId: string) {
      const provider = (await find(connectorId)
        ?.getProvider()
        .catch(() => undefined)) as { cancelPairing?: () => void } | undefined
      provider?.cancelPairing?.()
    },
    /** Makes another live connection the current one (docs/behaviour.md#connections). */
    switchConnection: async (connectorId: string) => {
      const connector = find(connectorId)
      if (!connector) throw new ConnectorNotFoundError({ details: `no connector "${connectorId}"` })
      await switchConnection(config, { connector })
    },
    /** Every live connection (the current one and those kept beside it). */
    getConnections: () => getConnections(config),
    watchConnections: (onChange: () => void) => watchConnections(config, { onChange }),
    /** Restores the stored connection, waiting for wallets that announce themselves late. */
    reconnect: () => restore(),
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
