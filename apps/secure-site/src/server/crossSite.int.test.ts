import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, TEST_PROJECT_ID } from '../testing/startTestSite'
import { REVOKE_PATH } from './routes/walletRoutes'

let site: Awaited<ReturnType<typeof startTestSite>>
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.stop()
})

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL'])

/** Every route that changes state, read from the app itself so a new route is covered too. */
function stateChangingRoutes() {
  const seen = new Map<string, { method: string; path: string }>()
  for (const { method, path } of site.app.routes) {
    // The page's own sign-out may come from any origin: a token can only end its session there.
    if (SAFE.has(method) || path === REVOKE_PATH) continue
    seen.set(`${method} ${path}`, { method, path: path.replace(/:[^/]+/g, 'github') })
  }
  return [...seen.values()]
}

describe('cross-site requests', () => {
  it('every state-changing route refuses a request from another site', async () => {
    const routes = stateChangingRoutes()
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/email/connect', '/api/rpc', '/device/approve']),
    )
    const answers = await Promise.all(
      routes.map(async ({ method, path }) => {
        const response = await fetch(`${site.url}${path}`, {
          method,
          headers: {
            origin: 'http://evil.example',
            'sec-fetch-site': 'cross-site',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'token=x&state=x&identity=x',
        })
        return `${method} ${path} ${response.status}`
      }),
    )
    expect(answers).toEqual(routes.map(({ method, path }) => `${method} ${path} 403`))
  })

  it('the same request from the site itself is not refused for its origin', async () => {
    const response = await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=unknown',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Device not approved')
  })
})

describe('the device cookie', () => {
  it('is HttpOnly, Secure, SameSite=None and Partitioned, so only the framed site reads it', async () => {
    const response = await fetch(`${site.url}/sdk?projectId=${TEST_PROJECT_ID}`, {
      headers: { 'sec-fetch-dest': 'iframe', referer: 'http://127.0.0.1:5555/' },
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^w3m_device=[0-9a-f-]{36};/)
    const attributes = cookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().split('=')[0]?.toLowerCase())
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite', 'partitioned']),
    )
    expect(cookie).toMatch(/SameSite=None/i)
  })
})
