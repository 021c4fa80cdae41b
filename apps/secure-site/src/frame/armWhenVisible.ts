/**
 * How long the card must have been on screen before Approve works: long enough that a page cannot
 * slide the frame under a click meant for itself, short enough that a visitor who reads does not wait.
 */
export const ARM_DELAY_MS = 600

/** IntersectionObserver v2's delay floor: visibility is only tracked at 100 ms or more. */
const VISIBILITY_DELAY_MS = 100

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Keeps `approve` disabled until `card` has been visible for ARM_DELAY_MS: visible by
 * IntersectionObserver v2 (unoccluded, unfaded, untransformed by the host page) where the browser
 * has it, else by the frame intersecting the viewport with the document visible. Hiding the
 * frame, the tab, or moving focus into the frame other than by a click starts the wait again.
 * Returns the cleanup.
 */
export function armWhenVisible(card: HTMLElement, approve: HTMLButtonElement): () => void {
  let onScreen = typeof IntersectionObserver === 'undefined'
  let timer: ReturnType<typeof setTimeout> | undefined
  let pointerDown = false

  const disarm = () => {
    clearTimeout(timer)
    timer = undefined
    approve.disabled = true
    approve.dataset.armed = 'false'
  }
  const update = () => {
    const visible = onScreen && document.visibilityState === 'visible'
    if (!visible) return disarm()
    if (timer !== undefined || !approve.disabled) return
    timer = setTimeout(() => {
      timer = undefined
      approve.disabled = false
      approve.dataset.armed = 'true'
    }, ARM_DELAY_MS)
  }
  const restart = () => {
    disarm()
    update()
  }

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            const entry = entries.at(-1) as VisibilityEntry | undefined
            if (!entry) return
            const wasOnScreen = onScreen
            onScreen =
              entry.isVisible === undefined
                ? entry.isIntersecting && entry.intersectionRatio > 0
                : entry.isVisible
            if (wasOnScreen !== onScreen) restart()
          },
          // trackVisibility is v2 (Chromium); other browsers ignore both options and report v1.
          {
            threshold: [0, 1],
            trackVisibility: true,
            delay: VISIBILITY_DELAY_MS,
          } as IntersectionObserverInit,
        )
  observer?.observe(card)

  // A click into the frame focuses it first: only focus that comes some other way (the page
  // focusing the frame so a key press lands on the card) starts the wait again.
  const onPointerDown = () => {
    pointerDown = true
    setTimeout(() => {
      pointerDown = false
    }, 0)
  }
  const onFocus = () => {
    if (!pointerDown) restart()
  }
  document.addEventListener('visibilitychange', restart)
  window.addEventListener('pointerdown', onPointerDown, true)
  window.addEventListener('focus', onFocus)
  disarm()
  update()
  return () => {
    disarm()
    observer?.disconnect()
    document.removeEventListener('visibilitychange', restart)
    window.removeEventListener('pointerdown', onPointerDown, true)
    window.removeEventListener('focus', onFocus)
  }
}
