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
  if (typeof requestAnimationFrame === 'undefined') {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
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
