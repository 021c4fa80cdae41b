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
