import { EMAIL_CODE_MESSAGES } from '@w3m/api-schemas'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpMatches } from './otp'

/** What a mailed code is for. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** One row of `codes`: a pending login or email change and its mailed code. */
export type CodeRow = {
  id: string
  purpose: CodePurpose
  email: string
  device_id: string | null
  user_id: string | null
  code_hash: string | null
  attempts: number
  expires_at: number
  consumed_at: number | null
  /** The frame that asked for the code: only it may redeem it. */
  frame_key_id: string | null
}

/** Mailed codes: issue, find, and check them with the attempt budget. */
export function createCodeStore(db: Database, now: () => number) {
  return {
    async insert(
      row: Pick<CodeRow, 'id' | 'purpose' | 'email' | 'device_id' | 'user_id'> &
        Partial<Pick<CodeRow, 'frame_key_id'>>,
    ) {
      await db.query(
        `insert into codes (id, purpose, email, device_id, user_id, frame_key_id, expires_at,
          created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          row.id,
          row.purpose,
          row.email,
          row.device_id,
          row.user_id,
          row.frame_key_id ?? null,
          now() + OTP_TTL_MS,
          now(),
        ],
      )
    },
    async find(id: string, purpose: CodePurpose): Promise<CodeRow> {
      const rows = await db.query<CodeRow>('select * from codes where id = $1 and purpose = $2', [
        id,
        purpose,
      ])
      if (!rows[0]) throw new SecureSiteError('NOT_FOUND', EMAIL_CODE_MESSAGES.NO_CODE)
      return rows[0]
    },
    /** A new code for the row (a resend voids the old one) and a fresh attempt budget. */
    async issue(id: string): Promise<string> {
      const code = generateOtp()
      await db.query(
        'update codes set code_hash = $1, attempts = 0, expires_at = $2 where id = $3',
        [hashOtp(id, code), now() + OTP_TTL_MS, id],
      )
      return code
    },
    /**
     * Consumes the code when the guess is right; counts the miss (and voids at the limit) if not.
     * Each guess first takes one attempt in a single statement, so parallel guesses cannot all
     * read the same count: past the budget none of them is even compared.
     */
    async verify(row: Pick<CodeRow, 'id' | 'purpose'>, guess: string): Promise<void> {
      const taken = await db.query<{ code_hash: string; attempts: number }>(
        `update codes set attempts = attempts + 1
         where id = $1 and purpose = $2 and consumed_at is null and code_hash is not null
           and expires_at > $3 and attempts < $4
         returning code_hash, attempts`,
        [row.id, row.purpose, now(), OTP_MAX_ATTEMPTS],
      )
      const attempt = taken[0]
      if (!attempt) {
        const [current] = await db.query<{ attempts: number; code_hash: string | null }>(
          'select attempts, code_hash from codes where id = $1 and purpose = $2',
          [row.id, row.purpose],
        )
        // A voided code reads as expired, as any code that can no longer be used.
        if (current?.code_hash && current.attempts >= OTP_MAX_ATTEMPTS) throw exhausted()
        throw new SecureSiteError('CODE_EXPIRED', EMAIL_CODE_MESSAGES.CODE_EXPIRED)
      }
      if (otpMatches(row.id, attempt.code_hash, guess)) {
        // Only one of two parallel right guesses consumes the code (and so logs in).
        const consumed = await db.query(
          `update codes set consumed_at = $1
           where id = $2 and consumed_at is null and code_hash = $3 returning id`,
          [now(), row.id, attempt.code_hash],
        )
        if (consumed.length > 0) return
        throw new SecureSiteError('CODE_EXPIRED', EMAIL_CODE_MESSAGES.CODE_EXPIRED)
      }
      if (attempt.attempts >= OTP_MAX_ATTEMPTS) {
        await db.query('update codes set code_hash = null where id = $1 and attempts >= $2', [
          row.id,
          OTP_MAX_ATTEMPTS,
        ])
        throw exhausted()
      }
      throw new SecureSiteError('CODE_INVALID', EMAIL_CODE_MESSAGES.CODE_INVALID)
    },
  }
}

const exhausted = () => new SecureSiteError('CODE_EXHAUSTED', EMAIL_CODE_MESSAGES.CODE_EXHAUSTED)
