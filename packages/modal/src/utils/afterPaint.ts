/**
 * Runs `run` once the next frame has been painted (a task queued from that frame's animation
 * callback), so work started by a click does not delay the paint that answers it. In the first
 * load (the first open's imports wait for it), so as small as it goes: no cancel.
 * `afterPaintTogether` and `afterConnectSettles`, which only later chunks use, are modules of
 * their own.
 */
export function afterPaint(run: () => void): void {
  const task = () => setTimeout(run, 0)
  // A hidden page paints nothing, and runs no frame callbacks until it is shown.
  if (typeof requestAnimationFrame === 'undefined' || document.hidden) task()
  else requestAnimationFrame(task)
}
