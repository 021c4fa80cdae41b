import { proxy } from 'valtio/vanilla'

/** Account status of docs/behaviour.md#transitions. */
export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The wallet the account is connected through. */
export type ConnectedWalletInfo = { name: string; icon?: string; rdns?: string }

/** The Account state of docs/behaviour.md#state. */
export type AccountState = {
  status: AccountStatus
  address: string | undefined
  caipAddress: string | undefined
  /** Native balance as a decimal string. */
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  profileName: string | undefined
  profileImage: string | undefined
  tokenBalance: Array<{ symbol: string; quantity: string; chainId: string }>
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: 'eoa' | 'smartAccount'
  socialProvider: string | undefined
  user: { email?: string | null; username?: string } | undefined
  userAccounts: Array<{ address: string; type: 'eoa' | 'smartAccount' }>
  farcasterUrl: string | undefined
}

/** A disconnected account. */
export const DEFAULT_ACCOUNT_STATE: Readonly<AccountState> = Object.freeze({
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  profileName: undefined,
  profileImage: undefined,
  tokenBalance: [],
  connectedWalletInfo: undefined,
  preferredAccountType: 'eoa',
  socialProvider: undefined,
  user: undefined,
  userAccounts: [],
  farcasterUrl: undefined,
} satisfies AccountState)

/** A fresh account store. */
export function createAccountStore() {
  return proxy<AccountState>(structuredClone(DEFAULT_ACCOUNT_STATE) as AccountState)
}
