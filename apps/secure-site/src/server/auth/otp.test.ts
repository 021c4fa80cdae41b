import { describe, expect, it } from 'vitest'
import { generateOtp, hashOtp, otpMatches } from './otp'

describe('otp', () => {
  it('draws 6-digit codes', () => {
    const codes = Array.from({ length: 200 }, generateOtp)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('matches the right code (spaces trimmed) and nothing else', () => {
    const stored = hashOtp('r1', '012345')
    expect(otpMatches('r1', stored, ' 012345 ')).toBe(true)
    expect(otpMatches('r1', stored, '012346')).toBe(false)
    expect(otpMatches('r1', 'abcd', '012345')).toBe(false)
  })

  it('binds the hash to the record id', () => {
    expect(hashOtp('a', '123456')).not.toBe(hashOtp('b', '123456'))
    expect(otpMatches('b', hashOtp('a', '123456'), '123456')).toBe(false)
  })
})
