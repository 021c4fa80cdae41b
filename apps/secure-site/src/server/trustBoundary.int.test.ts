import { request } from 'node:http'
import { createFrameClient } from '@w3m/frame-bridge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHandlers } from '../frame/authHandlers'
import { createFrameState } from '../frame/createFrameState'
import { createSiteApi } from '../frame/createSiteApi'
import type { FrameContext } from '../frame/frameContext'
import {
  createFrameSigner,
  FRAME_KEY_HEADER,
  FRAME_PROOF_HEADER,
  generateFrameKeyPair,
  requestProofText,
  signApproval,
} from '../shared/frameProof'
import { siteClient } from '../testing/siteClient'
import { codeOf, linkOf } from '../testing/startMailCatcher'
import { startTestSite, TEST_PROJECT_ID } from '../testing/startTestSite'

let site: Awaited<ReturnType<typeof startTestSite>>
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.stop()
})

/** A raw request from a frame, since fetch will not send a Host header of our choosing. */
async function rawPost(path: string, headers: Record<string, string>, body: unknown) {
  const url = new URL(path, site.url)
  const text = JSON.stringify(body)
  const signer = await createFrameSigner(await generateFrameKeyPair())
  const proof = await requestProofText({ method: 'POST', path, body: text, token: '' })
  const frame = {
    [FRAME_KEY_HEADER]: signer.publicKey,
    [FRAME_PROOF_HEADER]: await signer.sign(proof),
  }
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...frame, ...headers } },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

describe("the site's own origin comes from configuration", () => {
  it('a poisoned Host header changes neither the mailed link nor the Origin check', async () => {
    const evil = 'evil.example:80'
    const refused = await rawPost(
      '/api/email/connect',
      { host: evil, origin: `http://${evil}` },
      { email: 'host@example.com', deviceId: 'device-h' },
    )
    expect(refused.status).toBe(403)

    const sent = site.mail.mails.length
    const accepted = await rawPost(
      '/api/email/connect',
      { host: evil },
      { email: 'host@example.com', deviceId: 'device-h' },
    )
    expect(accepted.status).toBe(200)
    const link = new URL(linkOf(await site.mail.latest('host@example.com', sent)))
    expect(link.origin).toBe(site.url)
  })

  it('refuses a browser request that is not same-origin, whatever its Origin says', async () => {
    const response = await fetch(`${site.url}/api/networks`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(403)
    expect(await siteClient(site).get('/api/networks')).toEqual({
      smartAccountEnabledNetworks: [8453],
    })
  })
})

/** A bare HTTP client: what a script holding a copied token can do from anywhere. */
const bare = (path: string, token: string, body: unknown) =>
  fetch(new URL(path, site.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

const SIGN = { method: 'personal_sign', params: ['0x6869'], chainId: 8453 }

describe('a session token is bound to the frame it was made for', () => {
  it('the token copied to a second client, without the frame key, gets 401', async () => {
    const victim = siteClient(site)
    await victim.loginWithEmail('victim@example.com', 'device-v')
    const token = victim.token!
    for (const [path, body] of [
      ['/api/rpc', SIGN],
      ['/api/user', {}],
      ['/api/account/preferred', { type: 'eoa' }],
      ['/api/email/update', { email: 'thief@example.com' }],
    ] as const) {
      const response = await bare(path, token, body)
      expect(response.status, path).toBe(401)
    }
    // Another frame (its own key) holding the token is refused the same way.
    const thief = siteClient(site)
    thief.token = token
    await expect(thief.post('/api/user', {})).rejects.toThrow('Not connected to email or social')
    await expect(thief.rpc('personal_sign', ['0x6869'])).rejects.toThrow(
      'Not connected to email or social',
    )
    expect(await thief.get('/api/session')).toEqual({ isConnected: false })
    // The victim's frame is still signed in.
    expect(await victim.get('/api/session')).toEqual({ isConnected: true })
  })

  it('a request naming a frame key with a wrong signature is refused', async () => {
    const client = siteClient(site)
    const response = await fetch(`${site.url}/api/networks`, {
      headers: { 'x-w3m-frame-key': await client.publicKey(), 'x-w3m-frame-proof': 'AAAA' },
    })
    expect(response.status).toBe(401)
  })

  it('signs only with the approval the frame made for that very request, once', async () => {
    const client = siteClient(site)
    await client.loginWithEmail('approver@example.com', 'device-p')
    await expect(client.post('/api/rpc', SIGN)).rejects.toThrow(
      'This request was not approved in the wallet',
    )
    // An approval made for other params does not carry over.
    const signer = generateFrameKeyPair().then(createFrameSigner)
    const other = await signApproval(await signer, {
      ...SIGN,
      params: ['0x00'],
      token: client.token!,
    })
    await expect(client.post('/api/rpc', { ...SIGN, approval: other })).rejects.toThrow(
      'This request was not approved in the wallet',
    )
    expect(await client.rpc('personal_sign', ['0x6869'])).toMatch(/^0x[0-9a-f]{130}$/)
  })
})

describe('IS_CONNECTED', () => {
  /** The frame's own login handlers, in another frame with its own key and storage. */
  function frame() {
    const state = createFrameState(8453)
    const signer = generateFrameKeyPair().then(createFrameSigner)
    const api = createSiteApi(() => state.token(), signer, site.url)
    const handlers = authHandlers({
      api,
      state,
      signer,
      projectId: TEST_PROJECT_ID,
    } as FrameContext)
    return { state, handlers }
  }

  it('a token the page plants does not log another frame in', async () => {
    const victim = siteClient(site)
    await victim.loginWithEmail('planted@example.com', 'device-x')
    const other = frame()
    const context = { id: '1', origin: 'http://127.0.0.1:1' }
    expect(await other.handlers.IS_CONNECTED!({ token: victim.token! }, context)).toEqual({
      isConnected: false,
    })
    expect(other.state.token()).toBeNull()
    await expect(other.handlers.GET_USER!({}, context)).rejects.toThrow(
      'Not connected to email or social',
    )
  })
})

describe('social and Farcaster logins finish only in the frame that started them', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual' as const,
  })

  it('a social result redeemed by another frame is refused', async () => {
    const starter = siteClient(site)
    const { uri } = await starter.post<{ uri: string }>('/api/social/start', {
      provider: 'github',
      projectId: TEST_PROJECT_ID,
      openerOrigin: 'http://127.0.0.1:5555',
    })
    const state = new URL(uri).searchParams.get('state')!
    const resultUri = (await fetch(uri, form({ state, identity: 'bound' }))).headers.get(
      'location',
    )!
    await expect(siteClient(site).post('/api/social/connect', { uri: resultUri })).rejects.toThrow(
      'Invalid social result',
    )
    await expect(
      starter.post<{ token: string }>('/api/social/connect', { uri: resultUri }),
    ).resolves.toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('a Farcaster channel polled by another frame is refused', async () => {
    const starter = siteClient(site)
    const { channel, url } = await starter.post<{ channel: string; url: string }>(
      '/api/farcaster/start',
    )
    await fetch(url, form({ channel, userName: 'bound' }))
    await expect(siteClient(site).post('/api/farcaster/connect', { channel })).rejects.toThrow(
      'This Farcaster request has expired',
    )
    await expect(
      starter.post<{ token: string }>('/api/farcaster/connect', { channel }),
    ).resolves.toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })
})

describe('sign-out and email change revoke sessions', () => {
  it("the page's sign-out revokes the session when the frame is unreachable", async () => {
    const client = siteClient(site)
    await client.loginWithEmail('revoke@example.com', 'device-q')
    const stored = new Map([['@appkit-wallet/SESSION_TOKEN_KEY', client.token!]])
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    } as unknown as Storage
    // The page client itself, with no document to put a frame in: the frame never answers.
    const page = createFrameClient({ secureSiteUrl: site.url, projectId: TEST_PROJECT_ID, storage })
    await expect(page.signOut()).rejects.toThrow()
    expect(stored.has('@appkit-wallet/SESSION_TOKEN_KEY')).toBe(false)
    await expect.poll(() => client.get('/api/session')).toEqual({ isConnected: false })
  })

  it('revocation is open to any origin: a token can end its session, never use it', async () => {
    const client = siteClient(site)
    await client.loginWithEmail('revoke2@example.com', 'device-q')
    const response = await fetch(`${site.url}/api/session/revoke`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'http://127.0.0.1:4300',
        'sec-fetch-site': 'cross-site',
      },
      body: client.token!,
    })
    expect(response.status).toBe(204)
    expect(await client.get('/api/session')).toEqual({ isConnected: false })
  })

  it('an email change ends every other session of the user', async () => {
    const first = siteClient(site)
    const second = siteClient(site)
    await first.loginWithEmail('change@example.com', 'device-c')
    await second.loginWithEmail('change@example.com', 'device-c')
    const { updateId } = await first.post<{ updateId: string }>('/api/email/update', {
      email: 'changed@example.com',
    })
    const primary = codeOf(await site.mail.latest('change@example.com', site.mail.mails.length - 1))
    await first.post('/api/email/update/primary', { updateId, otp: primary })
    const secondary = codeOf(await site.mail.latest('changed@example.com'))
    await first.post('/api/email/update/secondary', { updateId, otp: secondary })
    expect(await first.get('/api/session')).toEqual({ isConnected: true })
    expect(await second.get('/api/session')).toEqual({ isConnected: false })
  })
})
