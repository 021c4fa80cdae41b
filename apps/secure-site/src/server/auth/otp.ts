import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { EMAIL_CODE_LIMITS } from '@w3m/api-schemas'

/** How long a mailed code stays valid. */
export const OTP_TTL_MS = EMAIL_CODE_LIMITS.ttlMs
/** Wrong guesses allowed before the code is void: 3 leaves a 6-digit code a 3-in-a-million chance. */
export const OTP_MAX_ATTEMPTS = EMAIL_CODE_LIMITS.maxAttempts

/** A fresh 6-digit code, uniformly drawn (leading zeros kept). */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The code as stored: hashed with its record id, so the database never holds live codes. */
export function hashOtp(recordId: string, code: string): string {
  return createHash('sha256').update(`${recordId}:${code}`).digest('hex')
}

/** Whether `guess` is the code stored as `codeHash` for `recordId`, compared in constant time. */
export function otpMatches(recordId: string, codeHash: string, guess: string): boolean {
  const expected = Buffer.from(codeHash, 'hex')
  const actual = Buffer.from(hashOtp(recordId, guess.trim()), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
