import { serve } from '@hono/node-server'
import { createMailer } from '../server/createMailer'
import { createSecureSite, type SecureSiteOptions } from '../server/createSecureSite'
import { createDatabase } from '../server/db/createDatabase'
import { devFrameAssets } from '../server/frameAssets'
import { fundWithAnvil } from '../server/wallet/fundWithAnvil'
import { startMailCatcher } from './startMailCatcher'
import { freePort, startTestChain } from './startTestChain'

/** The project the tests use (the devnet's demo project: any loopback origin). */
export const TEST_PROJECT_ID = '11111111111111111111111111111111'
const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

/**
 * The secure site on an ephemeral `localhost` port with an in-memory database, a real anvil
 * (chain 8453, factory deployed) and an in-process mail catcher. `stop()` ends all three.
 */
export async function startTestSite(overrides: Partial<SecureSiteOptions> = {}) {
  const chain = await startTestChain(8453)
  // The site's origin is configuration, so the port is chosen before the site is built.
  const port = await freePort()
  const url = `http://localhost:${port}`
  const mail = await startMailCatcher()
  const db = await createDatabase()
  const { app, services } = createSecureSite({
    siteUrl: url,
    db,
    serverKey: Buffer.alloc(32, 7),
    mailer: createMailer({ host: '127.0.0.1', port: mail.port, from: 'test <site@localhost>' }),
    chains: [{ chainId: 8453, rpcUrl: chain.rpcUrl, factory: chain.factory }],
    defaultChainId: 8453,
    origins: async (projectId) => (projectId === TEST_PROJECT_ID ? LOOPBACK_ORIGINS : []),
    frameAssets: devFrameAssets(),
    standIns: true,
    fundAccount: fundWithAnvil([chain.rpcUrl]),
    pollTimeoutMs: 2_000,
    ...overrides,
  })
  const server = serve({ fetch: app.fetch, port, hostname: 'localhost' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    url,
    /** The app itself, for tests that walk its routes. */
    app,
    chain,
    mail,
    services,
    db,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await mail.close()
      await db.close()
      chain.stop()
    },
  }
}
