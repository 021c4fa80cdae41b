import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameClient } from '../testing/siteClient'
import { loadConfig } from './config'
import { createMailer } from './createMailer'
import { createSecureSite } from './createSecureSite'
import { createDatabase, type Database } from './db/createDatabase'
import { devFrameAssets } from './frameAssets'
import { startSecureSite } from './startSecureSite'

// A site built without the development flag: no chain or mail is reached, so none is started.
const SITE_URL = 'http://localhost:4999'
let db: Database
let site: ReturnType<typeof createSecureSite>
beforeAll(async () => {
  db = await createDatabase()
  site = createSecureSite({
    siteUrl: SITE_URL,
    db,
    serverKey: Buffer.alloc(32, 1),
    mailer: createMailer({ host: '127.0.0.1', port: 1, from: 'test <site@localhost>' }),
    chains: [{ chainId: 8453, rpcUrl: 'http://127.0.0.1:1' }],
    origins: async () => ['http://127.0.0.1:*'],
    frameAssets: devFrameAssets(),
  })
})
afterAll(async () => {
  await db?.close()
})

describe('the login stand-ins need the development flag', () => {
  it('are not mounted without it', async () => {
    for (const path of ['/oauth/github/authorize?state=x', '/farcaster/approve?channel=x']) {
      expect((await site.app.request(`${SITE_URL}${path}`)).status, path).toBe(404)
    }
    // Nor is the session-expiry helper of the browser tests.
    const expire = await site.app.request(`${SITE_URL}/devnet/sessions/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    })
    expect(expire.status).toBe(404)
    // The frame client fetches absolute URLs; the app itself answers them.
    const client = frameClient(SITE_URL, undefined, ((
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => site.app.request(String(input), init)) as typeof fetch)
    await expect(
      client.post('/api/social/start', {
        provider: 'github',
        projectId: 'p',
        openerOrigin: 'http://127.0.0.1:5555',
      }),
    ).rejects.toThrow('Social and Farcaster login are not set up here')
    await expect(client.post('/api/farcaster/start')).rejects.toThrow(
      'Social and Farcaster login are not set up here',
    )
    // The real callback page stays: it is no stand-in.
    expect((await site.app.request(`${SITE_URL}/oauth/callback.js`)).status).toBe(200)
  })

  it('refuses to start with the flag on a bind other hosts can reach', async () => {
    await expect(
      startSecureSite(
        loadConfig({
          W3M_SECURE_SITE_DEVNET: '1',
          W3M_SECURE_SITE_HOST: '0.0.0.0',
          W3M_SECURE_SITE_MEMORY: '1',
        }),
      ),
    ).rejects.toThrow(/bind to loopback/)
  })
})
