import { whenIdle } from './whenIdle'

/**
 * How long optional work (wagmi, the auth chunk) waits after Connect has its wallets: their images
 * are still arriving and painting then, and evaluating a large chunk would hold them back.
 */
const AFTER_CONNECT_DELAY_MS = 300

/** Runs `run` a moment after Connect has its wallets, at an idle time. Returns a cancel. */
export function afterConnectSettles(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(run)
  }, AFTER_CONNECT_DELAY_MS)
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}
