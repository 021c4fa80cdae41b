import { proxy } from 'valtio/vanilla'
import type { ExplorerWallet } from '../schemas/explorerSchemas'

/** Loading state of one explorer list. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

/** Explorer wallets: Connect's featured and recommended, All wallets' pages and search. */
export type WalletsState = {
  featured: ExplorerWallet[]
  recommended: ExplorerWallet[]
  /** Every wallet page loaded so far, in order. */
  wallets: ExplorerWallet[]
  count: number
  page: number
  status: LoadState
  search: { query: string; results: ExplorerWallet[]; status: LoadState }
  error: string | undefined
}

/** Nothing loaded. */
const DEFAULT_WALLETS_STATE: Readonly<WalletsState> = Object.freeze({
  featured: [],
  recommended: [],
  wallets: [],
  count: 0,
  page: 0,
  status: 'idle',
  search: { query: '', results: [], status: 'idle' },
  error: undefined,
} satisfies WalletsState)

/** A fresh wallets store. */
export function createWalletsStore() {
  return proxy<WalletsState>(structuredClone(DEFAULT_WALLETS_STATE) as WalletsState)
}
