import type { SocialProvider } from '../utils/filterSocials'
import type { ChainNamespace } from '../utils/networks'

/**
 * Params of each view, by name: the one place a new view is declared (then register its
 * component in `views/registry.ts`). `undefined` means the view takes none.
 */
export interface ViewParamsMap {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  Networks: undefined
  /** With `solanaWallet`, the connection is on Solana through that Wallet Standard wallet. */
  ConnectingExternal: { connectorId: string; walletId?: string; solanaWallet?: string }
  /** A wallet that speaks both namespaces: its EIP-6963 connector and its Solana name. */
  ConnectingMultiChain: { connectorId: string; solanaWallet: string; walletId?: string }
  ConnectingSocial: { provider: SocialProvider }
  ConnectingFarcaster: undefined
  ConnectingWalletConnect: { walletId?: string }
  ConnectingWalletConnectBasic: undefined
  EmailLogin: { email: string }
  UpdateEmailWallet: undefined
  ProfileWallets: undefined
  UsageExceeded: undefined
  UnsupportedChain: undefined
  SwitchNetwork: { chainId: number }
  SwitchActiveChain: { namespace: ChainNamespace; chainId: number | string }
  DataCapture: undefined
  SIWXSignMessage: undefined
  ApproveTransaction: undefined
  AccountSettings: undefined
  WalletSend: undefined
  WalletSendSelectToken: undefined
  WalletSendPreview: undefined
  WalletSendSuccess: {
    /** The EVM transaction hash, or the Solana signature. */
    hash: string
    /** The EVM chain id, or the Solana network's CAIP-2 id. */
    chainId: number | string
    amount: string
    symbol: string
    to: string
    /** Where the transaction can be looked at (a block explorer), when the network has one. */
    explorerUrl?: string
  }
  WalletReceive: undefined
  WalletSwap: undefined
  Transactions: undefined
  RegisterAccountName: undefined
  OnRampBuy: undefined
}

/** Name of a view. */
export type ViewName = keyof ViewParamsMap

/** One router entry: a view and its typed params. */
export type RouterEntry = { [V in ViewName]: { view: V; params: ViewParamsMap[V] } }[ViewName]

/** Views a usage-exceeded project may not push (docs/behaviour.md#views): they become UsageExceeded. */
export const CONNECTING_VIEWS: readonly ViewName[] = [
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
]
