// The lazily loaded auth chunk: the connector and the frame-bridge page end it drives. Without
// web3.js: the login's Solana Wallet Standard side (authSolanaStandardWallet) comes with
// connectAuthSolana, which loads the Solana adapter anyway.
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
export { createAuthProvider, USER_REJECTED_MESSAGE } from './createAuthProvider'
export {
  type AuthSolanaSendOptions,
  type AuthSolanaWallet,
  createAuthSolanaWallet,
} from './createAuthSolanaWallet'
