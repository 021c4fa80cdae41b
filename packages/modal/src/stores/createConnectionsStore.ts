import { proxy } from 'valtio/vanilla'
import type { ExplorerWallet } from '../schemas/explorerSchemas'

/** A live connection of docs/behaviour.md#state. */
export type Connection = {
  connectorId: string
  accounts: Array<{ address: string }>
  authName?: string
}

/** Connections state: live connections, the one in use, recent wallets and the last connect error. */
export type ConnectionsState = {
  connections: Connection[]
  activeConnectorId: string | undefined
  /** Most recent first, at most 2 (docs/behaviour.md#state), persisted. */
  recentWallets: ExplorerWallet[]
  /** The last connect attempt's visitor-facing error, shown by ConnectingExternal. */
  connectError: string | undefined
}

/** Nothing connected. */
export const DEFAULT_CONNECTIONS_STATE: Readonly<ConnectionsState> = Object.freeze({
  connections: [],
  activeConnectorId: undefined,
  recentWallets: [],
  connectError: undefined,
} satisfies ConnectionsState)

/** A fresh connections store. */
export function createConnectionsStore() {
  return proxy<ConnectionsState>(structuredClone(DEFAULT_CONNECTIONS_STATE) as ConnectionsState)
}

/** The connections store type. */
export type ConnectionsStore = ReturnType<typeof createConnectionsStore>
