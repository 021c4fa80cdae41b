import { proxy } from 'valtio/vanilla'

/** A token the account holds, ready to show and to send. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 chain id (`eip155:8453`). */
  chainId: string
  /** The ERC20 contract; undefined for the native token. */
  address: `0x${string}` | undefined
  decimals: number
  /** Quantity as a decimal string (docs/behaviour.md#validation). */
  quantity: string
  /** Value in USD; 0 when the API gives none. */
  value: number
  price: number
  iconUrl: string
}

/** Balances state: the token list of one address on one chain, and how its last fetch went. */
export type BalancesState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Whose tokens these are (address and CAIP-2 chain), so a switch never shows stale ones. */
  key: string | undefined
  tokens: TokenBalance[]
  /** Sum of the tokens' USD values. */
  totalValue: number
  /** Time of the last failed fetch (ms); docs/behaviour.md#limits allows no fetch within 30 s of it. */
  lastFailureAt: number | undefined
}

/** No balances yet. */
export const DEFAULT_BALANCES_STATE: Readonly<BalancesState> = Object.freeze({
  status: 'idle',
  key: undefined,
  tokens: [],
  totalValue: 0,
  lastFailureAt: undefined,
} satisfies BalancesState)

/** A fresh balances store. */
export function createBalancesStore() {
  return proxy<BalancesState>(structuredClone(DEFAULT_BALANCES_STATE) as BalancesState)
}
