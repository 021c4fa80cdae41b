import { EMAIL_CODE_LIMITS } from '@w3m/api-schemas'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Address } from 'viem'
import { createApprovals } from './auth/approvals'
import { createEmailAuth } from './auth/createEmailAuth'
import { createFarcasterAuth } from './auth/createFarcasterAuth'
import { createSendLimit } from './auth/createSendLimit'
import { createSessions } from './auth/createSessions'
import { createSocialAuth } from './auth/createSocialAuth'
import { createUsers } from './auth/createUsers'
import type { OriginsSource } from './auth/origins'
import type { Mailer } from './createMailer'
import type { Database } from './db/createDatabase'
import { SecureSiteError } from './errors'
import type { FrameAssets } from './frameAssets'
import { devnetRoutes } from './routes/devnetRoutes'
import { emailRoutes } from './routes/emailRoutes'
import { verifyFrameCredential } from './routes/frameCredential'
import type { SiteServices } from './routes/http'
import { sdkRoutes } from './routes/sdkRoutes'
import { socialRoutes } from './routes/socialRoutes'
import { REVOKE_PATH, walletRoutes } from './routes/walletRoutes'
import { type ChainConfig, createChains } from './wallet/createChains'
import { createEmbeddedWallet } from './wallet/createEmbeddedWallet'
import { createRpcHandler } from './wallet/createRpcHandler'
import { createSolanaRpcHandler } from './wallet/createSolanaRpcHandler'
import { createSolanaWallet, type SolanaNetworkConfig } from './wallet/createSolanaWallet'
import { createKeyVault } from './wallet/keyVault'

/** Mails per address: enough for a login on a new device and a resend, few enough to stop abuse. */
export const DEFAULT_SEND_LIMIT = {
  max: EMAIL_CODE_LIMITS.sendMax,
  windowMs: EMAIL_CODE_LIMITS.sendWindowMs,
}

/** Largest JSON body the API reads. */
const MAX_API_BODY_BYTES = 256 * 1024

/** What `createSecureSite` needs; every dependency is passed in, so tests build their own. */
export type SecureSiteOptions = {
  /** The origin visitors reach the site at (mail links, the API's Origin check). */
  siteUrl: string
  db: Database
  serverKey: Buffer
  /** Keys that open wallet keys sealed before a rotation; they seal nothing new. */
  previousServerKeys?: Buffer[]
  mailer: Mailer
  chains: ChainConfig[]
  defaultChainId?: number
  origins: OriginsSource
  frameAssets: FrameAssets
  /** Mounts the social and Farcaster stand-ins, which log anyone in: development only. */
  standIns?: boolean
  /** Gives a new wallet gas money (the devnet's anvil_setBalance); nothing when absent. */
  fundAccount?: (address: Address) => Promise<void>
  /** The Solana networks the wallet serves (none: Solana requests answer 'Unsupported chain'). */
  solanaNetworks?: SolanaNetworkConfig[]
  /** Gives a new Solana key SOL (the devnet cluster's airdrop); nothing when absent. */
  fundSolanaAccount?: (address: string) => Promise<void>
  sendLimit?: { max: number; windowMs: number }
  pollTimeoutMs?: number
}

/** Builds the secure site's HTTP app (frame page, JSON API, stand-in pages) and its services. */
export function createSecureSite(options: SecureSiteOptions) {
  const { db } = options
  const chains = createChains(options.chains, options.defaultChainId)
  const users = createUsers({
    db,
    vault: createKeyVault(options.serverKey, options.previousServerKeys),
    onCreated: options.fundAccount,
    onSolanaCreated: options.fundSolanaAccount,
  })
  const solana = createSolanaWallet({ networks: options.solanaNetworks ?? [], users })
  const sessions = createSessions(db)
  const wallet = createEmbeddedWallet({ chains, users, exclusive: db.exclusive })
  const services: SiteServices = {
    db,
    users,
    sessions,
    chains,
    wallet,
    origins: options.origins,
    approvals: createApprovals(db),
    siteUrl: new URL(options.siteUrl).origin,
    standIns: options.standIns ?? false,
    emailAuth: createEmailAuth({
      db,
      mailer: options.mailer,
      users,
      sessions,
      sendLimit: createSendLimit(db, options.sendLimit ?? DEFAULT_SEND_LIMIT),
    }),
    socialAuth: createSocialAuth({ db, users, sessions }),
    farcasterAuth: createFarcasterAuth({ db, users, sessions }),
    rpc: createRpcHandler({ chains, wallet, db }),
    solana,
    solanaRpc: createSolanaRpcHandler(solana),
    pollTimeoutMs: options.pollTimeoutMs ?? 20_000,
  }

  const app = new Hono()
  // The JSON API serves the frame only: a browser request from any other origin is refused. So is
  // any other state-changing request (the site's own forms post from its own pages).
  // Browsers always send Origin on a cross-origin POST and Sec-Fetch-Site on every request.
  app.use('*', async (c, next) => {
    const guarded = c.req.path.startsWith('/api/') || !['GET', 'HEAD'].includes(c.req.method)
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const foreign = (origin && origin !== services.siteUrl) || (site && site !== 'same-origin')
    if (guarded && foreign && c.req.path !== REVOKE_PATH) {
      return c.json({ error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Forbidden' } }, 403)
    }
    await next()
  })
  // Typed data is the largest honest body; anything far beyond it is refused unread.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: (c) => c.json({ error: { code: 'BAD_REQUEST', message: 'Request too large' } }, 413),
    }),
  )
  app.use('/api/*', verifyFrameCredential())
  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/', sdkRoutes(services, options.frameAssets))
  app.route('/', emailRoutes(services))
  app.route('/', socialRoutes(services))
  app.route('/', walletRoutes(services))
  app.route('/', devnetRoutes(services))
  app.onError((error, c) => {
    if (error instanceof SecureSiteError) {
      return c.json(
        {
          error: {
            code: error.code,
            message: error.shortMessage,
            ...(error.rpcCode === undefined ? {} : { rpcCode: error.rpcCode }),
          },
        },
        error.status as 400,
      )
    }
    // viem's errors carry a readable shortMessage (insufficient funds, reverted call, ...).
    const short = (error as { shortMessage?: unknown }).shortMessage
    if (typeof short === 'string') {
      return c.json({ error: { code: 'CHAIN_ERROR', message: short } }, 502)
    }
    console.error('[secure-site]', error)
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500)
  })
  return { app, services }
}
