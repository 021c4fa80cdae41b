/** `0x1234…abcd`: the short address the account view and the button show. */
export function shortAddress(address: string, head = 4, tail = 4): string {
  if (address.length <= 2 + head + tail + 1) return address
  return `${address.slice(0, 2 + head)}…${address.slice(-tail)}`
}

/**
 * A balance for people: at most `digits` fraction digits (cut, not rounded), trailing zeros
 * dropped; in another locale than English with its separators (`1.234,5`, docs/behaviour.md#locale).
 */
export function formatBalance(value: string, digits = 4, locale?: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, digits).replace(/0+$/, '')
  const plain = cut ? `${whole}.${cut}` : whole
  return locale && locale !== 'en'
    ? Number(plain).toLocaleString(locale, { maximumFractionDigits: digits })
    : plain
}
