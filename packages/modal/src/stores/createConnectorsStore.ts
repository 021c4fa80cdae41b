import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../utils/networks'

/** Connector types of docs/behaviour.md#state. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'
  | 'EXTERNAL'

/** A way to connect the modal lists (docs/behaviour.md#state). */
export type ConnectorInfo = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  rdns?: string
  explorerId?: string
}

/** Connectors state. */
export type ConnectorsState = { connectors: ConnectorInfo[] }

/** No connectors known yet. */
export const DEFAULT_CONNECTORS_STATE: Readonly<ConnectorsState> = Object.freeze({ connectors: [] })

/** A fresh connectors store. */
export function createConnectorsStore() {
  return proxy<ConnectorsState>({ connectors: [] })
}

/** The connectors store type. */
export type ConnectorsStore = ReturnType<typeof createConnectorsStore>
