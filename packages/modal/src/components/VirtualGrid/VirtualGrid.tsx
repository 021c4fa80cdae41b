import { type ReactNode, useEffect, useRef, useState } from 'react'

/** Fixed row height of the grid (96 px tile + 6 px gap): rows need no measuring, so 1,000+ items stay smooth. */
export const ROW_HEIGHT_PX = 102
const COLUMNS = 4
const VIEWPORT_PX = 380
/** Rows rendered above and below the visible ones, so fast scrolling shows no blank rows. */
const OVERSCAN_ROWS = 3

/** A virtualized grid of 4 columns: renders only the rows in view, asks for more near the end. */
export function VirtualGrid<T>(props: {
  items: readonly T[]
  label: string
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** Called when the visitor scrolls within two rows of the end. */
  onEndReached?: () => void
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const rows = Math.ceil(props.items.length / COLUMNS)
  const height = scroller.current?.clientHeight || VIEWPORT_PX
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT_PX) - OVERSCAN_ROWS)
  const last = Math.min(rows, Math.ceil((scrollTop + height) / ROW_HEIGHT_PX) + OVERSCAN_ROWS)
  const { onEndReached } = props
  useEffect(() => {
    if (onEndReached && rows > 0 && last >= rows - 2) onEndReached()
  }, [last, rows, onEndReached])
  const rendered: ReactNode[] = []
  for (let row = first; row < last; row++) {
    const slice = props.items.slice(row * COLUMNS, row * COLUMNS + COLUMNS)
    rendered.push(
      <div
        key={row}
        className="w3m-grid-row"
        data-row={row}
        ref={(node) => node?.style.setProperty('top', `${row * ROW_HEIGHT_PX}px`)}
      >
        {slice.map((item) => (
          <div key={props.getKey(item)}>{props.renderItem(item)}</div>
        ))}
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
