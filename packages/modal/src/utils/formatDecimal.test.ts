import { describe, expect, it } from 'vitest'
import { formatDecimal } from './formatDecimal'

describe('formatDecimal', () => {
  it('keeps a service decimal as written in English', () => {
    expect(formatDecimal('7500.00', 'en')).toBe('7500.00')
    expect(formatDecimal('49.4')).toBe('49.4')
  })

  it('writes it with the locale separators and the same fraction digits elsewhere', () => {
    expect(formatDecimal('7500.00', 'de')).toBe('7.500,00')
    expect(formatDecimal('49.4', 'fr')).toBe('49,4')
    expect(formatDecimal('25000', 'de')).toBe('25.000')
  })

  it('leaves what is not a plain decimal alone', () => {
    expect(formatDecimal('1e5', 'de')).toBe('1e5')
    expect(formatDecimal('', 'de')).toBe('')
  })
})
