import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../db/createDatabase'

/** A login lasts a week, like the hosted secure site's sessions. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/** Session tokens: handed to the frame at login, stored only as hashes here. */
export type Sessions = {
  /** A new token; `deviceId` lets a frame without storage recover its device from the token. */
  create(userId: string, deviceId?: string | null): Promise<string>
  resolve(token: string | null | undefined): Promise<string | null>
  /** The device a live session was opened on, if it was an email login. */
  device(token: string | null | undefined): Promise<string | null>
  end(token: string): Promise<void>
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Sessions kept in the site's database. */
export function createSessions(db: Database, now: () => number = Date.now): Sessions {
  return {
    async create(userId, deviceId = null) {
      const token = randomBytes(32).toString('hex')
      await db.query(
        'insert into sessions (token_hash, user_id, device_id, expires_at) values ($1, $2, $3, $4)',
        [hash(token), userId, deviceId, now() + SESSION_TTL_MS],
      )
      return token
    },
    async device(token) {
      if (!token || !/^[0-9a-f]{64}$/.test(token)) return null
      const rows = await db.query<{ device_id: string | null; expires_at: number }>(
        'select device_id, expires_at from sessions where token_hash = $1',
        [hash(token)],
      )
      const row = rows[0]
      return row && Number(row.expires_at) > now() ? row.device_id : null
    },
    async resolve(token) {
      if (!token || !/^[0-9a-f]{64}$/.test(token)) return null
      const rows = await db.query<{ user_id: string; expires_at: number }>(
        'select user_id, expires_at from sessions where token_hash = $1',
        [hash(token)],
      )
      const row = rows[0]
      return row && Number(row.expires_at) > now() ? row.user_id : null
    },
    async end(token) {
      await db.query('delete from sessions where token_hash = $1', [hash(token)])
    },
  }
}
