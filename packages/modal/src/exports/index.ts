export type { ViewArgs } from '../actions/router'
export type { SignMessageOptions, SignMessageResult } from '../actions/signMessage'
export { createModal, type Modal, type ModalStateSnapshot } from '../app/createModal'
export type { ModalEvent } from '../core/createCore'
export type { W3mModalElement } from '../element/createModalElement'
export { defineW3mElements } from '../element/defineElements'
export type {
  W3mButtonAttributes,
  W3mModalAttributes,
  W3mModalEvent,
  W3mModalEventMap,
  W3mWalletButtonAttributes,
} from '../element/elementTypes'
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
  type SdkErrorCode,
  UnsupportedChainError,
} from '../errors/errors'
export type { AccountStatus } from '../stores/createAccountStore'
export type { Connection } from '../stores/createConnectionsStore'
export type { RouterEntry, ViewName, ViewParamsMap } from '../stores/viewParams'
export {
  filterSocials,
  loginOptions,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../utils/filterSocials'
export { HOSTED_URLS, type ModalOptions, type ThemeVariables } from '../utils/resolveOptions'
export * from './networks'
