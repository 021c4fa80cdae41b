import { whenIdle } from './whenIdle'

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

/** Callbacks waiting for the next frame, then those whose frame has come, waiting for its task. */
const waitingForFrame = new Set<() => void>()
const waitingForTask = new Set<() => void>()
let frameAsked = false

/**
 * `afterPaint` for many callers in the same frame (a grid's tiles): one animation frame callback
 * and one task for all of them, so their state updates run in one task and React renders them
 * once, rather than a frame callback, a timer and a render each. A callback asked for once that
 * frame's callback has run waits for the next frame. Returns a cancel.
 */
export function afterPaintTogether(run: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') return afterPaint(run)
  // A wrapper of its own, so the same function asked for twice runs twice and cancels apart.
  const entry = () => run()
  waitingForFrame.add(entry)
  if (!frameAsked) {
    frameAsked = true
    requestAnimationFrame(() => {
      frameAsked = false
      const painted = [...waitingForFrame]
      waitingForFrame.clear()
      for (const callback of painted) waitingForTask.add(callback)
      setTimeout(() => {
        for (const callback of painted) {
          // Cancelled meanwhile: gone from the set.
          if (waitingForTask.delete(callback)) callback()
        }
      }, 0)
    })
  }
  return () => {
    waitingForFrame.delete(entry)
    waitingForTask.delete(entry)
  }
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
