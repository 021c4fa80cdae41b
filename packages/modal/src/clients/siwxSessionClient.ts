import { BaseError } from '../errors/baseError'
import type { SiwxHostSession } from '../stores/createAuthStore'
import { SDK_TYPE, SDK_VERSION } from '../utils/constants'

/** A session as the service returns it (docs/wire.md#sign-in-sessions). */
export type SiwxServiceSession = SiwxHostSession & {
  domain: string
  issuedAt: string
  expiresAt: string
}

/** The service's failure (SIWX_SERVICE_FAILED), with the service's own code (CODE_INVALID, RATE_LIMITED...) and words. */
class SiwxServiceError extends BaseError {
  override name = 'SiwxServiceError'
  readonly status: number
  /** The service's code, or UNREACHABLE, SERVER_ERROR, INVALID_RESPONSE when it gave none. */
  readonly serviceCode: string
  constructor(message: string, parameters: { code: string; status: number; cause?: unknown }) {
    super(message, { cause: parameters.cause, code: 'SIWX_SERVICE_FAILED' })
    this.status = parameters.status
    this.serviceCode = parameters.code
  }
}

const isSession = (value: unknown): value is SiwxServiceSession => {
  const session = value as Partial<SiwxServiceSession> | null
  return (
    typeof session?.address === 'string' &&
    typeof session.chainId === 'number' &&
    (session.email === null || typeof session.email === 'string')
  )
}

/** The calls of the sign-in session service at `baseUrl` for `projectId`; `fetcher` is for tests. */
export function createSiwxSessionClient(
  baseUrl: string,
  projectId: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
) {
  async function call(
    path: string,
    init: { body?: unknown; token?: string | undefined } = {},
  ): Promise<unknown> {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', SDK_TYPE)
    url.searchParams.set('sv', SDK_VERSION)
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await fetcher(url.toString(), {
        method: init.body === undefined ? 'GET' : 'POST',
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
    } catch (cause) {
      throw new SiwxServiceError('The sign-in service cannot be reached; try again', {
        code: 'UNREACHABLE',
        status: 0,
        cause,
      })
    }
    const json = (await response.json().catch(() => undefined)) as
      | { code?: unknown; message?: unknown }
      | undefined
    if (!response.ok) {
      const message =
        typeof json?.message === 'string' && json.message
          ? json.message
          : `The sign-in service failed (HTTP ${response.status})`
      throw new SiwxServiceError(message, {
        code: typeof json?.code === 'string' ? json.code : 'SERVER_ERROR',
        status: response.status,
      })
    }
    return json
  }

  const invalid = (path: string) =>
    new SiwxServiceError('The sign-in service answered unexpectedly', {
      code: 'INVALID_RESPONSE',
      status: 200,
      cause: new Error(`${path}: unexpected answer`),
    })

  const session = async (path: string, init: { body?: unknown; token?: string }) => {
    const answer = await call(path, init)
    if (!isSession(answer)) throw invalid(path)
    return answer
  }

  return {
    async nonce(): Promise<string> {
      const answer = (await call('/nonce')) as { nonce?: unknown }
      if (typeof answer?.nonce !== 'string') throw invalid('/nonce')
      return answer.nonce
    },
    async authenticate(
      message: string,
      signature: string,
    ): Promise<{ token: string; session: SiwxServiceSession }> {
      const answer = (await call('/authenticate', { body: { message, signature } })) as {
        token?: unknown
        session?: unknown
      }
      if (typeof answer?.token !== 'string' || !isSession(answer.session))
        throw invalid('/authenticate')
      return { token: answer.token, session: answer.session }
    },
    me: (token: string) => session('/me', { token }),
    async sendEmailCode(token: string, email: string): Promise<{ resendAt: number }> {
      const answer = (await call('/me/email', { body: { email }, token })) as { resendAt?: unknown }
      if (typeof answer?.resendAt !== 'number') throw invalid('/me/email')
      return { resendAt: answer.resendAt }
    },
    verifyEmailCode: (token: string, code: string) =>
      session('/me/email/verify', { body: { code }, token }),
  }
}
