export { createModal, type Modal } from '../actions/createModal'
export type { W3mButtonAttributes, W3mModalAttributes } from '../element/elementTypes'
export { W3mProvider } from '../element/W3mProvider'
export { useW3mAccount, useW3mModal, useW3mNetwork } from '../hooks/useW3m'
export type { AccountStatus } from '../stores/createAccountStore'
export {
  arbitrum,
  base,
  type ChainNamespace,
  DEFAULT_NETWORKS,
  type Network,
} from '../utils/networks'
export type { ModalOptions } from '../utils/resolveOptions'
