import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import { checkOtp, generateOtp, hashOtp, OTP_TTL_MS } from './otp'

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
}

/** Mailed codes: issue, find, and check them with the attempt budget. */
export function createCodeStore(db: Database, now: () => number) {
  return {
    async insert(row: Pick<CodeRow, 'id' | 'purpose' | 'email' | 'device_id' | 'user_id'>) {
      await db.query(
        `insert into codes (id, purpose, email, device_id, user_id, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [row.id, row.purpose, row.email, row.device_id, row.user_id, now() + OTP_TTL_MS, now()],
      )
    },
    async find(id: string, purpose: CodePurpose): Promise<CodeRow> {
      const rows = await db.query<CodeRow>('select * from codes where id = $1 and purpose = $2', [
        id,
        purpose,
      ])
      if (!rows[0]) throw new SecureSiteError('NOT_FOUND', 'No code was requested; start again')
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
    /** Consumes the code when the guess is right; counts the miss (and voids at the limit) if not. */
    async verify(row: CodeRow, guess: string): Promise<void> {
      const result = checkOtp(
        {
          id: row.id,
          codeHash: row.code_hash,
          attempts: row.attempts,
          expiresAt: Number(row.expires_at),
          consumedAt: row.consumed_at === null ? null : Number(row.consumed_at),
        },
        guess,
        now(),
      )
      if (result.ok) {
        await db.query('update codes set consumed_at = $1 where id = $2', [now(), row.id])
        return
      }
      const voided = result.reason === 'exhausted'
      await db.query(
        `update codes set attempts = $1${voided ? ', code_hash = null' : ''} where id = $2`,
        [result.attempts, row.id],
      )
      if (result.reason === 'invalid') throw new SecureSiteError('CODE_INVALID', 'Invalid code')
      if (voided) {
        throw new SecureSiteError('CODE_EXHAUSTED', 'Too many wrong codes; request a new code')
      }
      throw new SecureSiteError('CODE_EXPIRED', 'The code has expired; request a new code')
    },
  }
}
