import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

/** How long a view change takes: the card's height and the new content's fade. */
export const VIEW_CHANGE_MS = 150

/**
 * When `viewKey` changes, the card grows or shrinks from its last height to the new one and the
 * new content fades in (Web Animations, so nothing needs an inline style under a strict CSP).
 * The first view appears at once, and `prefers-reduced-motion: reduce` turns both off.
 */
export function useViewTransition(
  card: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  viewKey: string | number,
) {
  const lastHeight = useRef<number>(undefined)
  const firstKey = useRef(viewKey)
  useEffect(() => {
    const node = card.current
    if (!node || typeof ResizeObserver === 'undefined') return
    // Keeps the height of the last laid-out frame: the start of the next change.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize
      if (height) lastHeight.current = height
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [card])
  useLayoutEffect(() => {
    const node = card.current
    const from = lastHeight.current
    if (!node || viewKey === firstKey.current) return
    if (from === undefined || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const to = node.getBoundingClientRect().height
    const timing = { duration: VIEW_CHANGE_MS, easing: 'ease-out' }
    if (Math.abs(to - from) > 1)
      node.animate([{ height: `${from}px` }, { height: `${to}px` }], timing)
    content.current?.animate([{ opacity: 0 }, { opacity: 1 }], timing)
  }, [card, content, viewKey])
}
