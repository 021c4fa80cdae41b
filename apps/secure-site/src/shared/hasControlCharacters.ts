/**
 * Whether `value` holds characters no field of a sign-in message may hold: line breaks (a field
 * could fake the lines after it), other C0/C1 controls, and the invisible format characters that
 * reorder or hide text (RTL overrides, isolates, zero-width characters).
 */
export function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
    if (code === 0x061c || code === 0xfeff || code === 0x2028 || code === 0x2029) return true
    if ((code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e)) return true
    if (code >= 0x2060 && code <= 0x2069) return true
  }
  return false
}
