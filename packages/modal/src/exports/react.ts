export { createModal, type Modal } from '../app/createModal'
export { W3mProvider } from '../app/W3mProvider'
export { W3mWalletButton } from '../app/WalletButton'
export type {
  W3mButtonAttributes,
  W3mModalAttributes,
  W3mWalletButtonAttributes,
} from '../element/elementTypes'
export { useW3mAccount, useW3mConnections, useW3mModal, useW3mNetwork } from '../hooks/useW3m'
export type { AccountStatus } from '../stores/createAccountStore'
export type { Connection } from '../stores/createConnectionsStore'
export {
  arbitrum,
  base,
  type ChainNamespace,
  DEFAULT_NETWORKS,
  type Network,
} from '../utils/networks'
export type { ModalOptions } from '../utils/resolveOptions'
