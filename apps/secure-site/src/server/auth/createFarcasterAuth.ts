import { randomBytes } from 'node:crypto'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { FrameBinding, Sessions } from './createSessions'
import type { User, Users } from './createUsers'

/** A Farcaster approval request stays open this long (the modal's QR code waits as long). */
const CHANNEL_TTL_MS = 10 * 60_000

type ChannelRow = {
  channel: string
  fid: string | null
  user_name: string | null
  expires_at: number
  consumed_at: number | null
  frame_key_id: string | null
}

/** Farcaster login: a channel the visitor approves on the stand-in page, then a session. */
export type FarcasterAuth = ReturnType<typeof createFarcasterAuth>

/** The Farcaster stand-in over the site's database. */
export function createFarcasterAuth(options: {
  db: Database
  users: Users
  sessions: Sessions
  now?: () => number
}) {
  const { db, users, sessions } = options
  const now = options.now ?? Date.now

  async function open(channel: string): Promise<ChannelRow> {
    const rows = await db.query<ChannelRow>('select * from farcaster_channels where channel = $1', [
      channel,
    ])
    const row = rows[0]
    if (!row || row.consumed_at !== null || Number(row.expires_at) <= now()) {
      throw new SecureSiteError('NOT_FOUND', 'This Farcaster request has expired')
    }
    return row
  }

  return {
    /** GET_FARCASTER_URI: a channel and the URL of its approval page. */
    async start(baseUrl: string, frame: FrameBinding) {
      const channel = randomBytes(18).toString('base64url')
      await db.query(
        'insert into farcaster_channels (channel, frame_key_id, expires_at) values ($1, $2, $3)',
        [channel, frame.keyId, now() + CHANNEL_TTL_MS],
      )
      return { channel, url: `${baseUrl}/farcaster/approve?channel=${channel}` }
    },
    open,
    /** The stand-in page: the visitor approves as a test user. */
    async approve(channel: string, userName: string): Promise<void> {
      await open(channel)
      // A stable fid per test user name, as Farcaster ids are per account.
      const fid = `fid:${userName.toLowerCase()}`
      await db.query('update farcaster_channels set fid = $1, user_name = $2 where channel = $3', [
        fid,
        userName,
        channel,
      ])
    },
    /** CONNECT_FARCASTER: once approved, the channel logs in (once); null while still waiting. */
    async connect(
      channel: string,
      frame: FrameBinding,
    ): Promise<{ user: User; token: string } | null> {
      const pending = await open(channel)
      // The channel is in the URL the page shows as a QR code: only the frame that opened it
      // may log in through it.
      if (pending.frame_key_id !== frame.keyId) {
        throw new SecureSiteError('NOT_FOUND', 'This Farcaster request has expired')
      }
      // One statement checks and consumes, so two parallel polls cannot both log in.
      const [row] = await db.query<ChannelRow>(
        `update farcaster_channels set consumed_at = $1
         where channel = $2 and frame_key_id = $3 and fid is not null and consumed_at is null
           and expires_at > $1
         returning *`,
        [now(), channel, frame.keyId],
      )
      if (!row?.fid || !row.user_name) return null
      const user = await users.findOrCreate({
        kind: 'farcaster',
        fid: row.fid,
        userName: row.user_name,
      })
      return { user, token: await sessions.create(user.id, frame) }
    },
  }
}
