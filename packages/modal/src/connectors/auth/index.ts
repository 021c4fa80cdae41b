// The lazily loaded auth chunk: the connector and the frame-bridge page end it drives.
export {
  createFrameClient,
  type FrameClient,
  openSocialPopup,
  type SocialPopup,
} from '@w3m/frame-bridge'
export {
  AUTH_CONNECTOR_ID,
  type AuthConnectorParameters,
  type AuthConnectorProperties,
  type AuthUser,
  authConnector,
} from './authConnector'
export { createAuthSolanaStandardWallet } from './authSolanaStandardWallet'
export { createAuthProvider, USER_REJECTED_MESSAGE } from './createAuthProvider'
export {
  type AuthSolanaSendOptions,
  type AuthSolanaWallet,
  createAuthSolanaWallet,
} from './createAuthSolanaWallet'
