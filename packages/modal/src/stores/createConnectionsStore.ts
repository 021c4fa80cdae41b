import { proxy } from 'valtio/vanilla'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import type { ChainNamespace } from '../utils/networks'

/** A live connection of docs/behaviour.md#state. */
export type Connection = {
  connectorId: string
  accounts: Array<{ address: string }>
  authName?: string
  /** The namespace it belongs to (EVM when absent); one connection per namespace is active. */
  namespace?: ChainNamespace
  /** The wallet's name and image, as its connector reports them. */
  name?: string
  icon?: string
  /** The EVM chain the wallet is on. */
  chainId?: number
  /** The one of its namespace in use (docs/behaviour.md#connections). */
  active?: boolean
}

/** Connections state: live connections, the one in use, recent wallets and the last connect error. */
export type ConnectionsState = {
  connections: Connection[]
  activeConnectorId: string | undefined
  /** Most recent first, at most 2 (docs/behaviour.md#state), persisted. */
  recentWallets: ExplorerWallet[]
  /** The last connect attempt's visitor-facing error, shown by ConnectingExternal. */
  connectError: string | undefined
  /**
   * The last switch or disconnect of ProfileWallets that failed: its words (an error message the
   * view translates) and the wallet's name.
   */
  manageError: { message: string; wallet: string } | undefined
  /**
   * The account chosen on ProfileWallets per EVM connection (connector id → address) when the
   * wallet shares several; without one, the wallet's first (docs/behaviour.md#connections).
   */
  chosenAccounts: Record<string, string>
}

/** Nothing connected. */
const DEFAULT_CONNECTIONS_STATE: Readonly<ConnectionsState> = Object.freeze({
  connections: [],
  activeConnectorId: undefined,
  recentWallets: [],
  connectError: undefined,
  manageError: undefined,
  chosenAccounts: {},
} satisfies ConnectionsState)

/** A fresh connections store. */
export function createConnectionsStore() {
  return proxy<ConnectionsState>(structuredClone(DEFAULT_CONNECTIONS_STATE) as ConnectionsState)
}
