import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { EMAIL_CODE_LIMITS, EMAIL_CODE_MESSAGES } from '@w3m/api-schemas'
import { HttpError } from '../api/respond'
import type { DevnetDatabase } from '../db/openPostgres'

/** The pending email of a session: its hashed code, attempts and times (epoch ms). */
type CodeRow = {
  session_id: string
  email: string
  code_hash: string | null
  attempts: number
  expires_at: string
  sent_at: string
}

const digest = (sessionId: string, code: string) =>
  createHash('sha256').update(`${sessionId}:${code}`).digest('hex')

/**
 * Mailed codes of the session service, with the email login's rules (docs/behaviour.md#datacapture):
 * 6 digits, valid 10 minutes, 3 wrong guesses void it, 30 s between two sends for a session, at
 * most 5 mails per address in 10 minutes.
 */
export function createEmailCodes(db: DevnetDatabase, now: () => number = Date.now) {
  return {
    /** A fresh code for `sessionId` and `email` (replacing any pending one); throws 429 while it must wait. */
    async issue(sessionId: string, email: string): Promise<{ code: string; row: CodeRow }> {
      const at = now()
      const { rows: pending } = await db.query<CodeRow>(
        'SELECT * FROM siwx_email_codes WHERE session_id = $1',
        [sessionId],
      )
      const last = pending[0]
      const waitMs = last ? Number(last.sent_at) + EMAIL_CODE_LIMITS.resendWaitMs - at : 0
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        throw new HttpError(429, 'RATE_LIMITED', EMAIL_CODE_MESSAGES.resendWait(seconds), {
          retryAfterMs: waitMs,
        })
      }
      const since = at - EMAIL_CODE_LIMITS.sendWindowMs
      const { rows: sends } = await db.query<{ count: number; first: string | null }>(
        'SELECT count(*)::int AS count, min(sent_at) AS first FROM siwx_email_sends WHERE email = $1 AND sent_at > $2',
        [email, since],
      )
      const sent = sends[0]
      if (sent && sent.count >= EMAIL_CODE_LIMITS.sendMax) {
        const retryAfterMs = Math.max(0, Number(sent.first) + EMAIL_CODE_LIMITS.sendWindowMs - at)
        throw new HttpError(
          429,
          'RATE_LIMITED',
          EMAIL_CODE_MESSAGES.rateLimited(Math.ceil(retryAfterMs / 1000)),
          { retryAfterMs },
        )
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await db.query('INSERT INTO siwx_email_sends (email, sent_at) VALUES ($1, $2)', [email, at])
      const { rows } = await db.query<CodeRow>(
        `INSERT INTO siwx_email_codes (session_id, email, code_hash, attempts, expires_at, sent_at)
         VALUES ($1, $2, $3, 0, $4, $5)
         ON CONFLICT (session_id) DO UPDATE SET email = $2, code_hash = $3, attempts = 0,
           expires_at = $4, sent_at = $5
         RETURNING *`,
        [sessionId, email, digest(sessionId, code), at + EMAIL_CODE_LIMITS.ttlMs, at],
      )
      return { code, row: rows[0] as CodeRow }
    },
    /**
     * The email the right `guess` confirms (the code is then used up). Each guess takes an attempt
     * first, in one statement, so parallel guesses cannot share one.
     */
    async verify(sessionId: string, guess: string): Promise<string> {
      const { rows: taken } = await db.query<CodeRow>(
        `UPDATE siwx_email_codes SET attempts = attempts + 1
         WHERE session_id = $1 AND code_hash IS NOT NULL AND expires_at > $2 AND attempts < $3
         RETURNING *`,
        [sessionId, now(), EMAIL_CODE_LIMITS.maxAttempts],
      )
      const row = taken[0]
      if (!row?.code_hash) {
        const { rows } = await db.query<CodeRow>(
          'SELECT * FROM siwx_email_codes WHERE session_id = $1',
          [sessionId],
        )
        const current = rows[0]
        if (!current) throw new HttpError(400, 'NOT_FOUND', EMAIL_CODE_MESSAGES.NO_CODE)
        if (current.code_hash && current.attempts >= EMAIL_CODE_LIMITS.maxAttempts)
          throw new HttpError(400, 'CODE_EXHAUSTED', EMAIL_CODE_MESSAGES.CODE_EXHAUSTED)
        throw new HttpError(400, 'CODE_EXPIRED', EMAIL_CODE_MESSAGES.CODE_EXPIRED)
      }
      const expected = Buffer.from(row.code_hash, 'hex')
      const actual = Buffer.from(digest(sessionId, guess.trim()), 'hex')
      if (timingSafeEqual(expected, actual)) {
        const { rows: used } = await db.query(
          `UPDATE siwx_email_codes SET code_hash = NULL
           WHERE session_id = $1 AND code_hash = $2 RETURNING session_id`,
          [sessionId, row.code_hash],
        )
        if (used.length > 0) return row.email
        throw new HttpError(400, 'CODE_EXPIRED', EMAIL_CODE_MESSAGES.CODE_EXPIRED)
      }
      if (row.attempts >= EMAIL_CODE_LIMITS.maxAttempts)
        throw new HttpError(400, 'CODE_EXHAUSTED', EMAIL_CODE_MESSAGES.CODE_EXHAUSTED)
      throw new HttpError(400, 'CODE_INVALID', EMAIL_CODE_MESSAGES.CODE_INVALID)
    },
  }
}
