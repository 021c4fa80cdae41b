import { proxy } from 'valtio/vanilla'
import type { RouterEntry } from './viewParams'

/** Router state: the current `{ view, params }` and the history it sits on top of. */
export type RouterState = {
  current: RouterEntry
  /** Every entry, oldest first; the last one is `current`. */
  history: RouterEntry[]
}

const CONNECT: RouterEntry = { view: 'Connect', params: undefined }

/** The router as a fresh modal has it: on Connect. */
const DEFAULT_ROUTER_STATE: Readonly<RouterState> = Object.freeze({
  current: CONNECT,
  history: [CONNECT],
})

/** A fresh router store. */
export function createRouterStore() {
  return proxy<RouterState>(structuredClone(DEFAULT_ROUTER_STATE) as RouterState)
}
