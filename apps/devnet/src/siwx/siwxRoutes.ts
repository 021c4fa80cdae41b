import { createHash, randomBytes } from 'node:crypto'
import { EMAIL_CODE_LIMITS, type SiwxSessionData } from '@w3m/api-schemas'
import { type Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Hex, PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { projectIdGuard } from '../api/projectIdGuard'
import { HttpError, parseBody } from '../api/respond'
import type { DevnetDatabase } from '../db/openPostgres'
import { sendMail } from '../mail/index'
import { createEmailCodes } from './emailCodes'

/** Where the routes live; the modal's `siwx.sessionUrl` points here. */
export const SIWX_BASE_PATH = '/auth/v1'
/** The cookie that carries the session token for pages on the service's own origin. */
export const SIWX_COOKIE = 'w3m_siwx'
/** How long a nonce may wait for its signature, and how long a session lasts without its own expiry. */
export const SIWX_NONCE_TTL_MS = 10 * 60_000
export const SIWX_SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/** What the session service needs: the database, a client per chain, and the SMTP catcher. */
export type SiwxDeps = {
  db: DevnetDatabase
  clients: Record<number, PublicClient>
  smtpPort: number
  now?: () => number
}

type SessionRow = {
  id: string
  project_id: string
  address: string
  chain_id: number
  domain: string
  issued_at: string
  expires_at: string
  email: string | null
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const toSession = (row: SessionRow): SiwxSessionData => ({
  address: row.address,
  chainId: row.chain_id,
  domain: row.domain,
  issuedAt: row.issued_at,
  expiresAt: new Date(Number(row.expires_at)).toISOString(),
  email: row.email,
})

const authenticateSchema = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex signature'),
})
const emailSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be an email address').max(254)),
})
const codeSchema = z.object({ code: z.string().regex(/^\s*\d{6}\s*$/, 'must be 6 digits') })

/** The session service's tables (PGlite or Postgres), created on first mount. */
export async function createSiwxSchema(db: DevnetDatabase): Promise<void> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS siwx_nonces (
      nonce TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      expires_at BIGINT NOT NULL,
      used_at BIGINT
    );
    CREATE TABLE IF NOT EXISTS siwx_sessions (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      project_id TEXT NOT NULL,
      address TEXT NOT NULL,
      chain_id INTEGER NOT NULL,
      domain TEXT NOT NULL,
      message TEXT NOT NULL,
      signature TEXT NOT NULL,
      issued_at TEXT NOT NULL,
      expires_at BIGINT NOT NULL,
      email TEXT,
      signed_out_at BIGINT
    );
    CREATE TABLE IF NOT EXISTS siwx_email_codes (
      session_id TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      code_hash TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      expires_at BIGINT NOT NULL,
      sent_at BIGINT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS siwx_email_sends (email TEXT NOT NULL, sent_at BIGINT NOT NULL);
    CREATE INDEX IF NOT EXISTS siwx_email_sends_email ON siwx_email_sends (email, sent_at);
  `)
}

/**
 * The sign-in session service (docs/wire.md#sign-in-sessions): a nonce, the signed EIP-4361
 * message verified against the chain (ERC-1271 and ERC-6492 smart accounts too), a session by
 * bearer token or cookie, and an email attached after a mailed one-time code.
 */
export function siwxRoutes(deps: SiwxDeps): Hono {
  const now = deps.now ?? Date.now
  const { db } = deps
  const codes = createEmailCodes(db, now)

  /** The live session of the request's bearer token or cookie, or a 401. */
  const requireSession = async (c: Context): Promise<SessionRow> => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
    const token = bearer ?? getCookie(c, SIWX_COOKIE)
    if (token) {
      const { rows } = await db.query<SessionRow>(
        `SELECT * FROM siwx_sessions WHERE token_hash = $1 AND project_id = $2
           AND signed_out_at IS NULL AND expires_at > $3`,
        [hashToken(token), c.req.query('projectId'), now()],
      )
      if (rows[0]) return rows[0]
    }
    throw new HttpError(401, 'UNAUTHORIZED', 'Not signed in: sign the message again')
  }

  const app = new Hono()
  app.use(`${SIWX_BASE_PATH}/*`, projectIdGuard())
  return app
    .get(`${SIWX_BASE_PATH}/nonce`, async (c) => {
      const nonce = randomBytes(16).toString('hex')
      await db.query(
        'INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)',
        [nonce, c.req.query('projectId'), now() + SIWX_NONCE_TTL_MS],
      )
      return c.json({ nonce })
    })
    .post(`${SIWX_BASE_PATH}/authenticate`, async (c) => {
      const body = await parseBody(c, authenticateSchema)
      const fields = parseSiweMessage(body.message)
      const { address, chainId, nonce, domain } = fields
      if (!address || !chainId || !nonce || !domain || !fields.uri || fields.version !== '1')
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid message: not an EIP-4361 message')
      const client = deps.clients[chainId]
      if (!client)
        throw new HttpError(400, 'UNSUPPORTED_CHAIN', `Unsupported chain ${chainId} in the message`)
      const at = now()
      if (fields.expirationTime && fields.expirationTime.getTime() <= at)
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid message: it has expired')
      // The nonce is taken in the statement that checks it, so one signature makes one session.
      const { rows: taken } = await db.query(
        `UPDATE siwx_nonces SET used_at = $1
         WHERE nonce = $2 AND project_id = $3 AND used_at IS NULL AND expires_at > $1
         RETURNING nonce`,
        [at, nonce, c.req.query('projectId')],
      )
      if (taken.length === 0)
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid nonce: request a new one and sign again')
      const valid = await client
        .verifySiweMessage({
          message: body.message,
          signature: body.signature as Hex,
          nonce,
          time: new Date(at),
        })
        .catch(() => false)
      if (!valid)
        throw new HttpError(
          401,
          'INVALID_SIGNATURE',
          'Invalid signature: the message was not signed by its address',
        )
      const token = randomBytes(32).toString('base64url')
      const expiresAt = fields.expirationTime?.getTime() ?? at + SIWX_SESSION_TTL_MS
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO siwx_sessions (id, token_hash, project_id, address, chain_id, domain, message,
           signature, issued_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          crypto.randomUUID(),
          hashToken(token),
          c.req.query('projectId'),
          address,
          chainId,
          domain,
          body.message,
          body.signature,
          (fields.issuedAt ?? new Date(at)).toISOString(),
          expiresAt,
        ],
      )
      setCookie(c, SIWX_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        path: SIWX_BASE_PATH,
        maxAge: Math.floor((expiresAt - at) / 1000),
      })
      return c.json({ token, session: toSession(rows[0] as SessionRow) })
    })
    .get(`${SIWX_BASE_PATH}/me`, async (c) => c.json(toSession(await requireSession(c))))
    .post(`${SIWX_BASE_PATH}/me/email`, async (c) => {
      const session = await requireSession(c)
      const { email } = await parseBody(c, emailSchema)
      const { code, row } = await codes.issue(session.id, email)
      await sendMail({
        smtpPort: deps.smtpPort,
        from: 'no-reply@devnet.w3m.test',
        to: email,
        subject: `${code} is your email confirmation code`,
        text: `Your email confirmation code is ${code}.\nIt confirms ${email} for ${session.domain}.\n`,
      })
      return c.json({
        email,
        resendAt: Number(row.sent_at) + EMAIL_CODE_LIMITS.resendWaitMs,
        expiresAt: Number(row.expires_at),
      })
    })
    .post(`${SIWX_BASE_PATH}/me/email/verify`, async (c) => {
      const session = await requireSession(c)
      const { code } = await parseBody(c, codeSchema)
      const email = await codes.verify(session.id, code)
      const { rows } = await db.query<SessionRow>(
        'UPDATE siwx_sessions SET email = $1 WHERE id = $2 RETURNING *',
        [email, session.id],
      )
      return c.json(toSession(rows[0] as SessionRow))
    })
    .post(`${SIWX_BASE_PATH}/sign-out`, async (c) => {
      const session = await requireSession(c)
      await db.query('UPDATE siwx_sessions SET signed_out_at = $1 WHERE id = $2', [
        now(),
        session.id,
      ])
      setCookie(c, SIWX_COOKIE, '', { path: SIWX_BASE_PATH, maxAge: 0 })
      return c.json({ signedOut: true })
    })
}
