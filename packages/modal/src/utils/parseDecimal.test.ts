import { describe, expect, it } from 'vitest'
import { formatAmount, isDecimalString, parseAmount } from './parseDecimal'

describe('isDecimalString', () => {
  it('accepts the decimal strings of docs/behaviour.md#validation', () => {
    for (const value of ['0', '12', '-3', '1.', '1.25', '-0.5'])
      expect(isDecimalString(value)).toBe(true)
  })
  it('refuses anything else', () => {
    for (const value of ['', '.5', '1e3', '1,5', 'abc', '--1', '1.2.3', ' 1']) {
      expect(isDecimalString(value)).toBe(false)
    }
  })
})

describe('parseAmount', () => {
  it('gives base units', () => {
    expect(parseAmount('0.01', 18)).toBe(10_000_000_000_000_000n)
    expect(parseAmount('5', 6)).toBe(5_000_000n)
    expect(parseAmount('5.', 6)).toBe(5_000_000n)
  })
  it('refuses negatives, junk and more digits than the token holds', () => {
    expect(parseAmount('-1', 18)).toBeUndefined()
    expect(parseAmount('abc', 18)).toBeUndefined()
    expect(parseAmount('0.0000001', 6)).toBeUndefined()
  })
  it('round-trips through formatAmount', () => {
    expect(formatAmount(parseAmount('1.5', 6) ?? 0n, 6)).toBe('1.5')
  })
})
