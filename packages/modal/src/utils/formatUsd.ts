/** A USD amount for people: `$1,234.56` (`1.234,56 $` in German: docs/behaviour.md#locale). */
export function formatUsd(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}

/** ` · $12.34` after a balance, or nothing when the token has no price. */
export function usdSuffix(value: number | undefined): string {
  return value === undefined ? '' : ` · ${formatUsd(value)}`
}
