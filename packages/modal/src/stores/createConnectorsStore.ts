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
  /** The EIP-6963 uuid, on the wallets the first load's listener lists (not checked yet there). */
  uuid?: string
  explorerId?: string
}

/** A Solana wallet of the page (Wallet Standard); `rdns` names its EIP-6963 twin, if any. */
export type StandardWalletInfo = { name: string; icon: string; rdns?: string | undefined }

/** Connectors state. */
export type ConnectorsState = {
  connectors: ConnectorInfo[]
  /** Solana wallets found once a Solana network is in use; Connect merges them with `connectors`. */
  standardWallets: StandardWalletInfo[]
}

/** A fresh connectors store. */
export function createConnectorsStore() {
  return proxy<ConnectorsState>({ connectors: [], standardWallets: [] })
}
