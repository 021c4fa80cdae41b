import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

/** How long a mailed code stays valid. */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong guesses allowed before the code is void: 3 leaves a 6-digit code a 3-in-a-million chance. */
export const OTP_MAX_ATTEMPTS = 3

/** A fresh 6-digit code, uniformly drawn (leading zeros kept). */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The code as stored: hashed with its record id, so the database never holds live codes. */
export function hashOtp(recordId: string, code: string): string {
  return createHash('sha256').update(`${recordId}:${code}`).digest('hex')
}

/** What the database keeps about one mailed code. */
export type OtpRecord = {
  id: string
  codeHash: string | null
  attempts: number
  expiresAt: number
  consumedAt: number | null
}

/** Outcome of one guess; `attempts` is the count to store afterwards. */
export type OtpCheck =
  | { ok: true; attempts: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'exhausted'; attempts: number }

/** Checks a guess: expiry first, then the attempt budget, then the code in constant time. */
export function checkOtp(record: OtpRecord, guess: string, now: number): OtpCheck {
  if (record.consumedAt !== null || record.expiresAt <= now || !record.codeHash) {
    return { ok: false, reason: 'expired', attempts: record.attempts }
  }
  if (record.attempts >= OTP_MAX_ATTEMPTS) {
    return { ok: false, reason: 'exhausted', attempts: record.attempts }
  }
  const expected = Buffer.from(record.codeHash, 'hex')
  const actual = Buffer.from(hashOtp(record.id, guess.trim()), 'hex')
  if (timingSafeEqual(expected, actual)) return { ok: true, attempts: record.attempts }
  const attempts = record.attempts + 1
  return { ok: false, reason: attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid', attempts }
}
