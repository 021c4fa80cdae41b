export type {
  WalletConnectProvider,
  WalletConnectProviderEvents,
} from './createWalletConnectProvider'
export type { PairingUri } from './startPairing'
export {
  type WalletConnectParameters,
  type WalletConnectProperties,
  walletConnect,
} from './walletConnect'
