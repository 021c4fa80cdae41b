/**
 * Runs `run` once the next frame has been painted (a task queued from that frame's animation
 * callback), so work started by a click does not delay the paint that answers it. Returns a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame === 'undefined') {
    timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** Runs `run` when the page is idle (or soon, where the browser has no idle callbacks). Returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 200)
  return () => clearTimeout(id)
}

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
