/** `0x1234…abcd`: the short address the account view and the button show. */
export function shortAddress(address: string, head = 4, tail = 4): string {
  if (address.length <= 2 + head + tail + 1) return address
  return `${address.slice(0, 2 + head)}…${address.slice(-tail)}`
}

/** A balance for people: at most `digits` fraction digits, trailing zeros dropped. */
export function formatBalance(value: string, digits = 4): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, digits).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}
