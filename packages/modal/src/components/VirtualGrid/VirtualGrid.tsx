import { type ReactNode, useEffect, useRef, useState } from 'react'

/** Fixed row height of the grid (96 px tile + 6 px gap): rows need no measuring, so 1,000+ items stay smooth. */
export const ROW_HEIGHT_PX = 102
const COLUMNS = 4
/** The scroller's height in the styles (`.w3m-grid-scroll`), until it is measured. */
const VIEWPORT_PX = 380
/** Rows rendered above and below the visible ones, so fast scrolling shows no blank rows. */
const OVERSCAN_ROWS = 2

/** Sets a row's offset through the CSSOM (a `style` attribute would need CSP's 'unsafe-inline'). */
const placeRow = (row: number) => (node: HTMLElement | null) =>
  node?.style.setProperty('top', `${row * ROW_HEIGHT_PX}px`)
const ROW_REFS: Array<ReturnType<typeof placeRow>> = []
/** One ref per row index, kept, so a re-render does not detach and reattach every row's ref. */
const rowRef = (row: number) => {
  ROW_REFS[row] ??= placeRow(row)
  return ROW_REFS[row]
}

/**
 * A virtualized grid of 4 columns: renders only the rows in view (and OVERSCAN_ROWS around them),
 * asks for more near the end. Cells are keyed by their place, not their item: when the items
 * change (a keystroke filters them), the rendered cells are updated in place instead of torn down
 * and built again, so a new filter costs a few attribute and text changes.
 */
export function VirtualGrid<T>(props: {
  items: readonly T[]
  label: string
  renderItem: (item: T) => ReactNode
  /** Called when the visitor scrolls within two rows of the end. */
  onEndReached?: () => void
}) {
  const scroller = useRef<HTMLElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  // Measured by a ResizeObserver, not read while rendering (a read then forces a layout).
  const [height, setHeight] = useState(VIEWPORT_PX)
  useEffect(() => {
    const node = scroller.current
    if (!node || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(node.clientHeight || VIEWPORT_PX))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  const rows = Math.ceil(props.items.length / COLUMNS)
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT_PX) - OVERSCAN_ROWS)
  const last = Math.min(rows, Math.ceil((scrollTop + height) / ROW_HEIGHT_PX) + OVERSCAN_ROWS)
  const { onEndReached } = props
  useEffect(() => {
    if (onEndReached && rows > 0 && last >= rows - 2) onEndReached()
  }, [last, rows, onEndReached])
  const rendered: ReactNode[] = []
  for (let row = first; row < last; row++) {
    const cells: ReactNode[] = []
    for (let column = 0; column < COLUMNS; column++) {
      const index = row * COLUMNS + column
      if (index >= props.items.length) break
      cells.push(<div key={column}>{props.renderItem(props.items[index] as T)}</div>)
    }
    rendered.push(
      <div key={row} className="w3m-grid-row" data-row={row} ref={rowRef(row)}>
        {cells}
      </div>,
    )
  }
  return (
    <section
      ref={scroller}
      className="w3m-grid-scroll"
      aria-label={props.label}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid="w3m-wallet-grid"
    >
      <div ref={(node) => node?.style.setProperty('height', `${rows * ROW_HEIGHT_PX}px`)} />
      {rendered}
    </section>
  )
}
