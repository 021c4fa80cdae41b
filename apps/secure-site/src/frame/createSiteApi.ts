import {
  FRAME_KEY_HEADER,
  FRAME_PROOF_HEADER,
  type FrameSigner,
  requestProofText,
} from '../shared/frameProof'

/** An answer of the site's JSON API that is not 2xx; its message is shown to the visitor. */
export class SiteApiError extends Error {
  override name = 'SiteApiError'
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** The provider error code the server names (5730, ...); the frame's reply carries it on. */
    readonly rpcCode?: number,
  ) {
    super(message)
  }
}

/** The frame's client of its own server (same origin), carrying the session token. */
export type SiteApi = ReturnType<typeof createSiteApi>

/**
 * Calls `/api/*` with the current session token, each request signed by the frame's key (the
 * token counts only with it); errors carry the server's message. `origin` and `fetcher` (the
 * global fetch unless set) are for tests in Node.
 */
export function createSiteApi(
  getToken: () => string | null,
  signer: Promise<FrameSigner>,
  origin = '',
  fetcher: typeof fetch = (...args) => fetch(...args),
) {
  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const token = getToken()
    const text = body === undefined ? undefined : JSON.stringify(body)
    const frame = await signer
    const proof = await requestProofText({ method, path, body: text ?? '', token: token ?? '' })
    const headers: Record<string, string> = {
      [FRAME_KEY_HEADER]: frame.publicKey,
      [FRAME_PROOF_HEADER]: await frame.sign(proof),
    }
    if (token) headers.authorization = `Bearer ${token}`
    if (text !== undefined) headers['content-type'] = 'application/json'
    const response = await fetcher(`${origin}${path}`, { method, headers, body: text })
    const json = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; rpcCode?: number }
    } | null
    if (!response.ok) {
      const error = json?.error
      throw new SiteApiError(
        error?.message ?? 'An error occurred',
        error?.code ?? 'HTTP',
        response.status,
        typeof error?.rpcCode === 'number' ? error.rpcCode : undefined,
      )
    }
    return json as T
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    delete: <T>(path: string) => call<T>('DELETE', path),
  }
}
