import { codeOf, linkOf } from './startMailCatcher'
import type { startTestSite } from './startTestSite'

type Site = Awaited<ReturnType<typeof startTestSite>>

/** How long a login waits for its mail: generous, a loaded machine delivers slowly. */
const MAIL_WAIT_MS = 30_000

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
      // Mails to other visitors may arrive in between (load runs log many in at once): the code
      // is the newest mail to this address after the approval link, not the newest of all.
      let after = before
      if (start.action === 'VERIFY_DEVICE') {
        const approval = await site.mail.latest(email, before, MAIL_WAIT_MS)
        after = site.mail.mails.indexOf(approval) + 1
        const link = new URL(linkOf(approval))
        const approved = await fetch(`${site.url}/device/approve`, {
          method: 'POST',
          body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
        })
        if (!approved.ok) throw new Error(`approval failed: ${approved.status}`)
        await client.post('/api/email/device', { loginId: start.loginId })
      }
      const code = codeOf(await site.mail.latest(email, after, MAIL_WAIT_MS))
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
