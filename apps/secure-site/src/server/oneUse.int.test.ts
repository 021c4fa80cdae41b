import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameKeyId } from '../shared/frameProof'
import { siteClient } from '../testing/siteClient'
import { codeOf } from '../testing/startMailCatcher'
import { startTestSite, TEST_PROJECT_ID } from '../testing/startTestSite'

// Codes, social codes and Farcaster channels are used once, even when requests race. The races
// go through the site's services in this process so that every request's first query is queued
// before any of them writes: over HTTP the requests arrive spread out and rarely overlap.
let site: Awaited<ReturnType<typeof startTestSite>>
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.stop()
})

const PARALLEL = 50
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
})
const outcomes = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as Error).message))

describe('one use under parallel requests', () => {
  it('fifty parallel wrong guesses void the code: at most three are compared', async () => {
    const client = siteClient(site)
    const frame = { keyId: await frameKeyId(await client.publicKey()), cookieId: null }
    await client.loginWithEmail('race@example.com', 'device-r')
    const { loginId } = await client.post<{ loginId: string }>('/api/email/connect', {
      email: 'race@example.com',
      deviceId: 'device-r',
    })
    const code = codeOf(await site.mail.latest('race@example.com', site.mail.mails.length - 1))
    const wrong = code === '000000' ? '111111' : '000000'
    const results = outcomes(
      await Promise.allSettled(
        Array.from({ length: PARALLEL }, () =>
          site.services.emailAuth.verify(loginId, wrong, frame),
        ),
      ),
    )
    expect(results.filter((r) => r === 'Invalid code')).toHaveLength(2)
    expect(results.filter((r) => r === 'ok')).toHaveLength(0)
    // The right code no longer logs in.
    await expect(client.post('/api/email/otp', { loginId, otp: code })).rejects.toThrow(/expired/)
  })

  it('the right code logs in once when sent twice at the same time', async () => {
    const client = siteClient(site)
    const frame = { keyId: await frameKeyId(await client.publicKey()), cookieId: null }
    await client.loginWithEmail('twice@example.com', 'device-t')
    const { loginId } = await client.post<{ loginId: string }>('/api/email/connect', {
      email: 'twice@example.com',
      deviceId: 'device-t',
    })
    const code = codeOf(await site.mail.latest('twice@example.com', site.mail.mails.length - 1))
    const results = outcomes(
      await Promise.allSettled(
        Array.from({ length: 5 }, () => site.services.emailAuth.verify(loginId, code, frame)),
      ),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
  })

  it('a social code redeemed in parallel logs in once', async () => {
    const client = siteClient(site)
    const frame = { keyId: await frameKeyId(await client.publicKey()), cookieId: null }
    const { uri } = await client.post<{ uri: string }>('/api/social/start', {
      provider: 'github',
      projectId: TEST_PROJECT_ID,
      openerOrigin: 'http://127.0.0.1:5555',
    })
    const state = new URL(uri).searchParams.get('state')!
    const redirect = await fetch(uri, form({ state, identity: 'racer' }))
    const resultUri = redirect.headers.get('location')!
    const results = outcomes(
      await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          site.services.socialAuth.connect(resultUri, site.url, frame),
        ),
      ),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
  })

  it('an approved Farcaster channel logs in once', async () => {
    const client = siteClient(site)
    const frame = { keyId: await frameKeyId(await client.publicKey()), cookieId: null }
    const { channel, url } = await client.post<{ channel: string; url: string }>(
      '/api/farcaster/start',
    )
    await fetch(url, form({ channel, userName: 'racer' }))
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => site.services.farcasterAuth.connect(channel, frame)),
    )
    const tokens = results.filter((r) => r.status === 'fulfilled' && r.value?.token)
    expect(tokens).toHaveLength(1)
  })
})
