import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formPost as form, siteClient } from '../testing/siteClient'
import { startTestSite, TEST_PROJECT_ID } from '../testing/startTestSite'

let site: Awaited<ReturnType<typeof startTestSite>>
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.stop()
})

describe('social sign-in stand-in', () => {
  it('logs in through consent and callback, once', async () => {
    const client = siteClient(site)
    const { uri } = await client.post<{ uri: string }>('/api/social/start', {
      provider: 'github',
      projectId: TEST_PROJECT_ID,
      openerOrigin: 'http://127.0.0.1:5555',
    })
    const authorize = new URL(uri)
    expect(authorize.origin).toBe(site.url)
    expect(authorize.pathname).toBe('/oauth/github/authorize')
    const consent = await (await fetch(uri)).text()
    expect(consent).toContain('Continue as alice')

    const state = authorize.searchParams.get('state')!
    const redirect = await fetch(uri, form({ state, identity: 'octocat' }))
    expect(redirect.status).toBe(303)
    const resultUri = redirect.headers.get('location')!
    const callback = await (await fetch(resultUri)).text()
    // The callback page names the exact opener origin it posts to.
    expect(callback).toContain('content="http://127.0.0.1:5555"')

    const { token } = await client.post<{ token: string }>('/api/social/connect', {
      uri: resultUri,
    })
    client.token = token
    const user = await client.post<{ userName: string; email: null }>('/api/user', {})
    expect(user.userName).toBe('octocat')
    await expect(client.post('/api/social/connect', { uri: resultUri })).rejects.toThrow(/expired/)
  })

  it('refuses an opener origin the project does not allow, and a forged result', async () => {
    const client = siteClient(site)
    await expect(
      client.post('/api/social/start', {
        provider: 'google',
        projectId: TEST_PROJECT_ID,
        openerOrigin: 'https://evil.example',
      }),
    ).rejects.toThrow('Untrusted Origin')
    const { uri } = await client.post<{ uri: string }>('/api/social/start', {
      provider: 'google',
      projectId: TEST_PROJECT_ID,
      openerOrigin: 'http://127.0.0.1:5555',
    })
    const state = new URL(uri).searchParams.get('state')!
    const forged = `${site.url}/oauth/callback?state=${state}&code=guessed`
    await expect(client.post('/api/social/connect', { uri: forged })).rejects.toThrow(
      'Invalid social result',
    )
    const cancelled = await fetch(uri, form({ state, cancel: '1' }))
    expect(cancelled.headers.get('location')).toContain('error=access_denied')
  })
})

describe('Farcaster stand-in', () => {
  it('resolves with the user name once approved', async () => {
    const client = siteClient(site)
    const { channel, url } = await client.post<{ channel: string; url: string }>(
      '/api/farcaster/start',
    )
    expect(await client.post('/api/farcaster/connect', { channel })).toEqual({ pending: true })
    const waiting = client.post<{ token: string; userName: string }>('/api/farcaster/connect', {
      channel,
    })
    await fetch(url, form({ channel, userName: 'dwr' }))
    const result = await waiting
    expect(result.userName).toBe('dwr')
    client.token = result.token
    expect(await client.get('/api/session')).toEqual({ isConnected: true })
  })
})

describe('/sdk', () => {
  const sdk = (headers: Record<string, string>, projectId = TEST_PROJECT_ID) =>
    fetch(`${site.url}/sdk?projectId=${projectId}&chainId=8453&version=4`, { headers })

  it('serves an allowed parent inside an iframe, with frame-ancestors', async () => {
    const response = await sdk({ referer: 'http://127.0.0.1:4300/', 'sec-fetch-dest': 'iframe' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )
    expect(await response.text()).toContain('content="http://127.0.0.1:4300"')
    const script = await fetch(`${site.url}/frame/frame.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('@w3m-frame/')
  })

  it('refuses other origins, top-level loads and unknown projects', async () => {
    for (const response of [
      await sdk({ referer: 'https://evil.example/', 'sec-fetch-dest': 'iframe' }),
      await sdk({ referer: 'http://127.0.0.1:4300/', 'sec-fetch-dest': 'document' }),
      await sdk({ 'sec-fetch-dest': 'iframe' }),
      await sdk({ referer: 'http://127.0.0.1:4300/', 'sec-fetch-dest': 'iframe' }, '4'.repeat(32)),
    ]) {
      expect(response.status).toBe(403)
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    }
  })

  it('refuses API calls from another browser origin', async () => {
    const response = await fetch(`${site.url}/api/networks`, {
      headers: { origin: 'http://127.0.0.1:1' },
    })
    expect(response.status).toBe(403)
  })

  it('refuses oversized API bodies unread', async () => {
    const response = await fetch(`${site.url}/api/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'eth_call', params: ['x'.repeat(300_000)] }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Request too large' },
    })
  })
})
