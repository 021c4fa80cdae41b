import { serve } from '@hono/node-server'
import type { Address } from 'viem'
import { createMailer } from '../server/createMailer'
import { createSecureSite, type SecureSiteOptions } from '../server/createSecureSite'
import type { Database } from '../server/db/createDatabase'
import { devFrameAssets } from '../server/frameAssets'
import { fundWithAnvil } from '../server/wallet/fundWithAnvil'
import { openTestDatabase } from './openTestDatabase'
import { startMailCatcher } from './startMailCatcher'
import { freePort, startTestChain } from './startTestChain'

/** The project the tests use (the devnet's demo project: any loopback origin). */
export const TEST_PROJECT_ID = '11111111111111111111111111111111'
const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

/** The server key of every test instance: instances sharing a database must share it. */
export const TEST_SERVER_KEY = Buffer.alloc(32, 7)

/** What one instance of the site stands on: its database handle, the chain and the mail catcher. */
export type TestSiteParts = { db: Database; rpcUrl: string; factory?: Address; smtpPort: number }

/** One instance of the site on an ephemeral `localhost` port; `close()` stops its server only. */
export async function serveTestSite(
  parts: TestSiteParts,
  overrides: Partial<SecureSiteOptions> = {},
) {
  // The site's origin is configuration, so the port is chosen before the site is built.
  const port = await freePort()
  const url = `http://localhost:${port}`
  const { app, services } = createSecureSite({
    siteUrl: url,
    db: parts.db,
    serverKey: TEST_SERVER_KEY,
    mailer: createMailer({
      host: '127.0.0.1',
      port: parts.smtpPort,
      from: 'test <site@localhost>',
    }),
    chains: [{ chainId: 8453, rpcUrl: parts.rpcUrl, factory: parts.factory }],
    defaultChainId: 8453,
    origins: async (projectId) => (projectId === TEST_PROJECT_ID ? LOOPBACK_ORIGINS : []),
    frameAssets: devFrameAssets(),
    standIns: true,
    fundAccount: fundWithAnvil([parts.rpcUrl]),
    pollTimeoutMs: 2_000,
    ...overrides,
  })
  const server = serve({ fetch: app.fetch, port, hostname: 'localhost' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    url,
    /** The app itself, for tests that walk its routes. */
    app,
    services,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * `count` instances of the secure site sharing one database (a fresh one on the run's engine), a
 * real anvil (chain 8453, factory deployed) and an in-process mail catcher: one site to a visitor.
 * `stop()` ends them all.
 */
export async function startTestSites(count: number, overrides: Partial<SecureSiteOptions> = {}) {
  const chain = await startTestChain(8453)
  const mail = await startMailCatcher()
  const database = await openTestDatabase()
  const parts = { rpcUrl: chain.rpcUrl, factory: chain.factory, smtpPort: mail.port }
  const instances: Array<Awaited<ReturnType<typeof serveTestSite>> & { db: Database }> = []
  for (let i = 0; i < count; i++) {
    const db = await database.open()
    instances.push({ db, ...(await serveTestSite({ db, ...parts }, overrides)) })
  }
  async function stop() {
    await Promise.all(instances.map((instance) => instance.close()))
    await mail.close()
    await database.drop()
    chain.stop()
  }
  const sites = instances.map(({ url, app, services, db }) => ({
    url,
    app,
    services,
    db,
    chain,
    mail,
    stop,
  }))
  return { sites, chain, mail, database, stop }
}

/** One instance with a database of its own (see `startTestSites`). */
export async function startTestSite(overrides: Partial<SecureSiteOptions> = {}) {
  const { sites } = await startTestSites(1, overrides)
  return sites[0]!
}
