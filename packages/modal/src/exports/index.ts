export { closeModal, goBack, openModal, pushView, replaceView, resetView } from '../actions/router'
export { requestClose, shakeModal } from '../actions/shakeModal'
export { dismissToast, showErrorToast, showToast } from '../actions/toast'
export { BaseError } from '../errors/baseError'
export {
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  DisconnectFailedError,
  InvalidOptionsError,
  InvalidResponseError,
  SDK_ERRORS,
  SdkError,
  UnsupportedChainError,
} from '../errors/errors'
export { createStores, type Stores } from '../stores/createStores'
export type { RouterEntry, ViewName, ViewParamsMap } from '../stores/viewParams'
export {
  filterSocials,
  loginOptions,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../utils/filterSocials'
export {
  arbitrum,
  base,
  DEFAULT_NETWORKS,
  defineNetwork,
  mainnet,
  type Network,
} from '../utils/networks'
export { type ModalOptions, type ResolvedOptions, resolveOptions } from '../utils/resolveOptions'
