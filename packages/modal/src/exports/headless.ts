// The headless entry: the connect flow without the modal's UI (no view, no React).

export type { SendTokensReturnType } from '../actions/sendTokens'
export {
  createHeadless,
  type Headless,
  type HeadlessNetwork,
  type HeadlessPageWallet,
  type HeadlessState,
} from '../app/createHeadless'
export type { ModalEvent } from '../core/createCore'
export { BaseError } from '../errors/baseError'
export type { ExplorerWallet } from '../schemas/explorerSchemas'
export type { AccountStatus } from '../stores/createAccountStore'
export { SOCIAL_PROVIDERS, type SocialProvider } from '../utils/filterSocials'
export type { ModalOptions } from '../utils/resolveOptions'
export * from './networks'
