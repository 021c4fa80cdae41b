import { describe, expect, it } from 'vitest'
import { checkOtp, generateOtp, hashOtp, OTP_MAX_ATTEMPTS, type OtpRecord } from './otp'

const record = (code: string, overrides: Partial<OtpRecord> = {}): OtpRecord => ({
  id: 'r1',
  codeHash: hashOtp('r1', code),
  attempts: 0,
  expiresAt: 1_000,
  consumedAt: null,
  ...overrides,
})

describe('otp', () => {
  it('draws 6-digit codes', () => {
    const codes = Array.from({ length: 200 }, generateOtp)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('accepts the right code (spaces trimmed) before expiry', () => {
    expect(checkOtp(record('012345'), ' 012345 ', 500)).toEqual({ ok: true, attempts: 0 })
  })

  it('binds the hash to the record id', () => {
    expect(hashOtp('a', '123456')).not.toBe(hashOtp('b', '123456'))
  })

  it('counts wrong guesses and voids the code at the limit', () => {
    let current = record('111111')
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const result = checkOtp(current, '222222', 500)
      expect(result).toEqual({ ok: false, reason: 'invalid', attempts: i })
      current = { ...current, attempts: result.attempts }
    }
    expect(checkOtp(current, '222222', 500)).toEqual({
      ok: false,
      reason: 'exhausted',
      attempts: OTP_MAX_ATTEMPTS,
    })
    // Once exhausted, even the right code is refused.
    expect(checkOtp({ ...current, attempts: OTP_MAX_ATTEMPTS }, '111111', 500).ok).toBe(false)
  })

  it('refuses expired, consumed and voided codes', () => {
    expect(checkOtp(record('111111'), '111111', 1_000)).toMatchObject({ reason: 'expired' })
    expect(checkOtp(record('111111', { consumedAt: 10 }), '111111', 500)).toMatchObject({
      reason: 'expired',
    })
    expect(checkOtp(record('111111', { codeHash: null }), '111111', 500)).toMatchObject({
      reason: 'expired',
    })
  })
})
