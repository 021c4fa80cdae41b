/** Cells per side of the identicon; odd, so the pattern mirrors around a middle column. */
const CELLS = 5

/**
 * An address as a mirrored 5x5 pattern in two colours taken from its own hex digits: the same
 * address always gets the same picture, neighbours rarely look alike.
 */
export function Identicon({ address, size = 64 }: { address: string; size?: number }) {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(40, '0')
  const hue = Number.parseInt(hex.slice(0, 3), 16) % 360
  const accent = (hue + 150) % 360
  const half = Math.ceil(CELLS / 2)
  const cells: Array<{ x: number; y: number }> = []
  for (let y = 0; y < CELLS; y++)
    for (let x = 0; x < half; x++) {
      const digit = Number.parseInt(hex[3 + y * half + x] ?? '0', 16)
      if (digit % 2 === 0) continue
      cells.push({ x, y })
      if (x !== CELLS - 1 - x) cells.push({ x: CELLS - 1 - x, y })
    }
  return (
    <svg
      className="w3m-avatar"
      viewBox={`0 0 ${CELLS} ${CELLS}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-testid="w3m-identicon"
    >
      <rect width={CELLS} height={CELLS} fill={`hsl(${hue} 70% 88%)`} />
      {cells.map(({ x, y }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${accent} 60% 42%)`} />
      ))}
    </svg>
  )
}
