import type { Context } from 'hono'
import type { z } from 'zod'
import type { Approvals } from '../auth/approvals'
import type { EmailAuth } from '../auth/createEmailAuth'
import type { FarcasterAuth } from '../auth/createFarcasterAuth'
import type { Sessions } from '../auth/createSessions'
import type { SocialAuth } from '../auth/createSocialAuth'
import type { User, Users } from '../auth/createUsers'
import type { OriginsSource } from '../auth/origins'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { Chains } from '../wallet/createChains'
import type { EmbeddedWallet } from '../wallet/createEmbeddedWallet'
import type { createRpcHandler } from '../wallet/createRpcHandler'
import type { createSolanaRpcHandler } from '../wallet/createSolanaRpcHandler'
import type { SolanaWallet } from '../wallet/createSolanaWallet'
import { bearer, frameOf } from './frameCredential'

/** Everything the routes use, built once by `createSecureSite`. */
export type SiteServices = {
  db: Database
  users: Users
  sessions: Sessions
  emailAuth: EmailAuth
  socialAuth: SocialAuth
  farcasterAuth: FarcasterAuth
  wallet: EmbeddedWallet
  rpc: ReturnType<typeof createRpcHandler>
  /** The Solana side of the wallet and its signing methods (docs/behaviour.md#solana-embedded). */
  solana: SolanaWallet
  solanaRpc: ReturnType<typeof createSolanaRpcHandler>
  chains: Chains
  origins: OriginsSource
  approvals: Approvals
  /** The site's own origin, from configuration: never from a request's Host header. */
  siteUrl: string
  /** Whether the social and Farcaster stand-ins are mounted (development only). */
  standIns: boolean
  /** How long a long-poll request waits before answering "not yet". */
  pollTimeoutMs: number
}

/** The JSON body checked against `schema`; a bad body is a 400 naming the first problem. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const raw = await c.req.json().catch(() => undefined)
  const parsed = schema.safeParse(raw ?? {})
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new SecureSiteError('BAD_REQUEST', issue?.message ?? 'Invalid request', {
    details: issue?.path.join('.'),
  })
}

/** The signed-in user, or null: the session token counts only with the frame key it is bound to. */
export async function optionalUser(c: Context, services: SiteServices): Promise<User | null> {
  const session = await services.sessions.resolve(bearer(c), frameOf(c))
  return session ? services.users.get(session.userId) : null
}

/** The signed-in user; a missing or ended session, or another frame's, is a 401. */
export async function requireUser(c: Context, services: SiteServices): Promise<User> {
  const user = await optionalUser(c, services)
  if (!user) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
  return user
}

/** Polls `check` until it yields a value, the timeout passes (null) or the client goes away. */
export async function waitFor<T>(
  check: () => Promise<T | null>,
  timeoutMs: number,
  signal: AbortSignal,
  intervalMs = 200,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== null) return value
    if (Date.now() >= deadline || signal.aborted) return null
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
