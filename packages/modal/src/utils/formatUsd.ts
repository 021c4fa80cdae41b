/** A USD amount for people: `$1,234.56`. */
export function formatUsd(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)
}

/** ` · $12.34` after a balance, or nothing when the token has no price. */
export function usdSuffix(value: number | undefined): string {
  return value === undefined ? '' : ` · ${formatUsd(value)}`
}
