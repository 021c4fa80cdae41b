import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../db/createDatabase'

/** A login lasts a week, like the hosted secure site's sessions. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/**
 * The frame a session is bound to: its key, and the hash of its device cookie when the browser
 * kept one. Either one identifies the frame; the cookie outlives a key held only in memory
 * (browsers that deny a cross-site frame its storage still keep a partitioned cookie).
 */
export type FrameBinding = { keyId: string; cookieId: string | null }

/** A live session: whose it is, and the device an email login was approved on. */
export type Session = { userId: string; deviceId: string | null }

/**
 * Session tokens: handed to the frame at login, stored only as hashes here, and each bound to
 * the key of the frame it was created for. A token presented with any other frame key (or none)
 * resolves to nothing, so a token copied out of the page authorises nothing by itself.
 */
export type Sessions = {
  /** A new token bound to `frame`; `deviceId` is the device an email login was approved on. */
  create(userId: string, frame: FrameBinding, deviceId?: string | null): Promise<string>
  /** The live session behind `token` when the request comes from the frame it is bound to. */
  resolve(
    token: string | null | undefined,
    frame: FrameBinding | null | undefined,
  ): Promise<Session | null>
  /** Revokes a token (sign-out): holding the token is enough to end it, never to use it. */
  end(token: string): Promise<void>
  /** Revokes every other session of the user (after an email change). */
  endOthers(userId: string, keep: string): Promise<void>
  /** Lets every session of the user run out now (the development site's expiry stand-in). */
  expireAll(userId: string): Promise<void>
}

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const hash = hashToken
const TOKEN = /^[0-9a-f]{64}$/

/** Sessions kept in the site's database. */
export function createSessions(db: Database, now: () => number = Date.now): Sessions {
  return {
    async create(userId, frame, deviceId = null) {
      const token = randomBytes(32).toString('hex')
      await db.query(
        `insert into sessions (token_hash, user_id, device_id, frame_key_id, frame_cookie_id,
          expires_at) values ($1, $2, $3, $4, $5, $6)`,
        [hash(token), userId, deviceId, frame.keyId, frame.cookieId, now() + SESSION_TTL_MS],
      )
      return token
    },
    async resolve(token, frame) {
      if (!token || !TOKEN.test(token) || !frame) return null
      const rows = await db.query<{ user_id: string; device_id: string | null }>(
        `select user_id, device_id from sessions
         where token_hash = $1 and expires_at > $2
           and (frame_key_id = $3 or (frame_cookie_id is not null and frame_cookie_id = $4))`,
        [hash(token), now(), frame.keyId, frame.cookieId],
      )
      const row = rows[0]
      return row ? { userId: row.user_id, deviceId: row.device_id } : null
    },
    async end(token) {
      await db.query('delete from sessions where token_hash = $1', [hash(token)])
    },
    async endOthers(userId, keep) {
      await db.query('delete from sessions where user_id = $1 and token_hash <> $2', [
        userId,
        hash(keep),
      ])
    },
    async expireAll(userId) {
      await db.query('update sessions set expires_at = $2 where user_id = $1', [userId, now()])
    },
  }
}
