import { codeOf, linkOf } from './startMailCatcher'
import type { startTestSite } from './startTestSite'

/** A form POST as the stand-in pages send it; redirects are left for the test to read. */
export const formPost = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
})

/** Where the client calls and reads mail: one instance of a test site, or a site process. */
type Site = Pick<Awaited<ReturnType<typeof startTestSite>>, 'url' | 'mail'>

/** A test's HTTP client of the site's JSON API, holding a session token like the frame does. */
export function siteClient(site: Site) {
  let token: string | null = null
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as T & { error?: { message: string } }
    if (!response.ok) throw new Error(json.error?.message ?? `HTTP ${response.status}`)
    return json
  }
  const client = {
    post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    get: <T>(path: string) => call<T>('GET', path),
    delete: <T>(path: string) => call<T>('DELETE', path),
    get token() {
      return token
    },
    set token(next: string | null) {
      token = next
    },
    /** The whole email login, approving the device from its mail when asked to. */
    async loginWithEmail(email: string, deviceId: string) {
      const before = site.mail.mails.length
      const start = await client.post<{ action: string; loginId: string }>('/api/email/connect', {
        email,
        deviceId,
      })
      if (start.action === 'VERIFY_DEVICE') {
        const link = new URL(linkOf(await site.mail.latest(email, before)))
        const approved = await fetch(`${site.url}/device/approve`, {
          method: 'POST',
          body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
        })
        if (!approved.ok) throw new Error(`approval failed: ${approved.status}`)
        await client.post('/api/email/device', { loginId: start.loginId })
      }
      const code = codeOf(await site.mail.latest(email, site.mail.mails.length - 1))
      const { token: next } = await client.post<{ token: string }>('/api/email/otp', {
        loginId: start.loginId,
        otp: code,
      })
      token = next
      return start.action
    },
  }
  return client
}
