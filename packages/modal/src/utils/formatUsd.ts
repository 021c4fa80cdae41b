/** A USD amount for people: `$1,234.56` (`1.234,56 $` in German: docs/behaviour.md#locale). */
export function formatUsd(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}
