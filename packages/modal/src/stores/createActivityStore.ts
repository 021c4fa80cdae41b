import { proxy } from 'valtio/vanilla'
import type { Transaction } from '../schemas/blockchainSchemas'

/** Activity state: the pages of history loaded so far for one address on one chain. */
export type ActivityState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Address and CAIP-2 chain the list belongs to. */
  key: string | undefined
  transactions: Transaction[]
  /** Cursor of the next page; undefined once the last page is in. */
  next: string | undefined
  loadingMore: boolean
}

/** No activity loaded. */
export const DEFAULT_ACTIVITY_STATE: Readonly<ActivityState> = Object.freeze({
  status: 'idle',
  key: undefined,
  transactions: [],
  next: undefined,
  loadingMore: false,
} satisfies ActivityState)

/** A fresh activity store. */
export function createActivityStore() {
  return proxy<ActivityState>(structuredClone(DEFAULT_ACTIVITY_STATE) as ActivityState)
}
