import { APPROVAL_RPC_METHODS } from '@w3m/frame-bridge/host'
import { createSiteApi } from '../frame/createSiteApi'
import { createFrameSigner, generateFrameKeyPair, signApproval } from '../shared/frameProof'
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

/** How long a login waits for its mail: generous, a loaded machine delivers slowly. */
const MAIL_WAIT_MS = 30_000

/**
 * A test's client of the site's JSON API at `url`, standing in for one frame: it holds its own
 * frame key (WebCrypto, as the frame's), signs every request with it, and holds a session token.
 * `fetcher` answers its calls (the global fetch unless set: a test may hand in the app itself).
 */
export function frameClient(
  url: string,
  signer = generateFrameKeyPair().then(createFrameSigner),
  fetcher?: typeof fetch,
) {
  let token: string | null = null
  const api = createSiteApi(() => token, signer, url, fetcher)
  const client = {
    /** The same frame (its key and current token) calling another instance of the site. */
    at(otherUrl: string) {
      const other = frameClient(otherUrl, signer, fetcher)
      other.token = token
      return other
    },
    post: <T>(path: string, body: unknown = {}) => api.post<T>(path, body),
    get: <T>(path: string) => api.get<T>(path),
    delete: <T>(path: string) => api.delete<T>(path),
    /** This frame's public key. */
    publicKey: () => signer.then((s) => s.publicKey),
    /** An RPC request as the frame sends it, approved (signed) when the method needs approval. */
    async rpc<T>(method: string, params: unknown[], chainId: string | number = 8453): Promise<T> {
      const request = { method, params, chainId }
      const approval = APPROVAL_RPC_METHODS.includes(method)
        ? await signApproval(await signer, { ...request, token: token ?? '' })
        : undefined
      const { result } = await api.post<{ result: T }>('/api/rpc', { ...request, approval })
      return result
    },
    /** A Solana request as the frame sends it (namespace solana), approved like `rpc`. */
    async solana<T>(method: string, params: unknown, chainId: string): Promise<T> {
      const request = { method, params, chainId }
      const approval = await signApproval(await signer, { ...request, token: token ?? '' })
      const { result } = await api.post<{ result: T }>('/api/rpc', {
        ...request,
        chainNamespace: 'solana',
        approval,
      })
      return result
    },
    get token() {
      return token
    },
    set token(next: string | null) {
      token = next
    },
  }
  return client
}

/** A `frameClient` of a test site, with the whole email login through its mail catcher. */
export function siteClient(site: Site) {
  const client = Object.assign(frameClient(site.url), {
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
      client.token = next
      return start.action
    },
  })
  return client
}
