import { randomBytes } from 'node:crypto'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { FrameBinding, Sessions } from './createSessions'
import type { User, Users } from './createUsers'

/** The providers of the sign-in stand-in (PROTOCOL.md §1). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** A sign-in must finish within this time, as with a real provider's authorization code. */
const STATE_TTL_MS = 10 * 60_000

type StateRow = {
  state: string
  provider: SocialProvider
  opener_origin: string
  code: string | null
  subject: string | null
  user_name: string | null
  expires_at: number
  consumed_at: number | null
}

/** Social login: a state per attempt, a one-time code after consent, a session on connect. */
export type SocialAuth = ReturnType<typeof createSocialAuth>

/** The social sign-in stand-in over the site's database. */
export function createSocialAuth(options: {
  db: Database
  users: Users
  sessions: Sessions
  now?: () => number
}) {
  const { db, users, sessions } = options
  const now = options.now ?? Date.now

  async function pending(state: string): Promise<StateRow> {
    const rows = await db.query<StateRow>('select * from social_states where state = $1', [state])
    const row = rows[0]
    if (!row || row.consumed_at !== null || Number(row.expires_at) <= now()) {
      throw new SecureSiteError('NOT_FOUND', 'This sign-in has expired; start again')
    }
    return row
  }

  return {
    /** GET_SOCIAL_REDIRECT_URI: the consent page's URL for a fresh state. */
    async start(
      provider: SocialProvider,
      openerOrigin: string,
      baseUrl: string,
      frame: FrameBinding,
    ) {
      const state = randomBytes(24).toString('base64url')
      await db.query(
        `insert into social_states (state, provider, opener_origin, frame_key_id, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [state, provider, openerOrigin, frame.keyId, now() + STATE_TTL_MS],
      )
      return `${baseUrl}/oauth/${provider}/authorize?state=${state}`
    },
    /** The pending sign-in behind a state (the consent and callback pages read it). */
    pending,
    /** The visitor consented as `identity`: a one-time code bound to the state. */
    async consent(state: string, identity: string): Promise<string> {
      await pending(state)
      const code = randomBytes(24).toString('base64url')
      await db.query(
        'update social_states set code = $1, subject = $2, user_name = $3 where state = $4',
        [code, identity.toLowerCase(), identity, state],
      )
      return code
    },
    /** CONNECT_SOCIAL: the callback URL's state and code, used once, log the visitor in. */
    async connect(
      resultUri: string,
      baseUrl: string,
      frame: FrameBinding,
    ): Promise<{ user: User; token: string }> {
      let url: URL
      try {
        url = new URL(resultUri)
      } catch {
        throw new SecureSiteError('BAD_REQUEST', 'Invalid social result')
      }
      if (url.origin !== baseUrl || url.pathname !== '/oauth/callback') {
        throw new SecureSiteError('BAD_REQUEST', 'Invalid social result')
      }
      if (url.searchParams.get('error')) {
        throw new SecureSiteError('UNAUTHORIZED', 'The sign-in was cancelled')
      }
      // One statement checks and consumes, so two parallel redemptions cannot both log in. The
      // result passes through the page, so only the frame that started the sign-in may redeem it.
      const [row] = await db.query<StateRow>(
        `update social_states set consumed_at = $1
         where state = $2 and code = $3 and frame_key_id = $4 and subject is not null
           and consumed_at is null and expires_at > $1
         returning *`,
        [
          now(),
          url.searchParams.get('state') ?? '',
          url.searchParams.get('code') ?? '',
          frame.keyId,
        ],
      )
      if (!row?.subject) {
        await pending(url.searchParams.get('state') ?? '')
        throw new SecureSiteError('UNAUTHORIZED', 'Invalid social result')
      }
      const user = await users.findOrCreate({
        kind: 'social',
        provider: row.provider,
        subject: row.subject,
        userName: row.user_name ?? row.subject,
      })
      return { user, token: await sessions.create(user.id, frame) }
    },
  }
}
