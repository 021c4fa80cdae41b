import { InvalidResponseError, SDK_ERRORS, SdkError, type SdkErrorCode } from '../errors/errors'
import type { ResponseSchema } from '../schemas/responseSchema'
import { SDK_TYPE, SDK_VERSION } from '../utils/constants'

export type { ResponseSchema }

/** Query values; undefined entries are left out, arrays joined with commas. */
export type Query = Record<string, string | number | boolean | readonly string[] | undefined>

/** Parameters of one validated JSON call. */
export type FetchJsonParameters<T> = {
  baseUrl: string
  path: string
  projectId: string
  query?: Query
  method?: 'GET' | 'POST'
  body?: unknown
  /** A zod schema (classic or mini) of the response; a promise of one loads while the request runs. */
  schema: ResponseSchema<T> | Promise<ResponseSchema<T>>
  signal?: AbortSignal
  /** The fetch to call; the global one when left out (tests hand in a fake instead of stubbing it). */
  fetch?: typeof fetch | undefined
  /** How long the call (answer and body) may take before it fails; API_TIMEOUT_MS unless set. */
  timeoutMs?: number | undefined
}

/** An API call (request, answer and body) gives up after 10 s, as an RPC call does (docs/behaviour.md#limits). */
export const API_TIMEOUT_MS = 10_000

/** The request URL: base + path, plus `projectId`, `st` and `sv` as docs/behaviour.md#calls asks of every call. */
export function buildUrl(
  baseUrl: string,
  path: string,
  projectId: string,
  query: Query = {},
): string {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  for (const [key, value] of Object.entries({
    ...query,
    projectId,
    st: SDK_TYPE,
    sv: SDK_VERSION,
  })) {
    if (value === undefined) continue
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url.toString()
}

/**
 * An API's error answer whose body names its own code and words (`{ code, message }`,
 * docs/wire.md#blockchain-api): callers tell INSUFFICIENT_LIQUIDITY and kin apart by `apiCode`.
 */
export class ApiError extends SdkError {
  override name = 'ApiError'
  /** The API's own code (INSUFFICIENT_LIQUIDITY, UNSUPPORTED_CHAIN, ...). */
  readonly apiCode: string | undefined
  /** The API's own words, when it has them. */
  readonly apiMessage: string | undefined
  constructor(
    code: SdkErrorCode,
    {
      apiCode,
      apiMessage,
      ...parameters
    }: ConstructorParameters<typeof SdkError>[1] & { apiCode?: string; apiMessage?: string },
  ) {
    super(code, parameters)
    this.apiCode = apiCode
    this.apiMessage = apiMessage
  }
}

/** Retry-After in milliseconds (the delay-seconds form APIs send); undefined when absent or not a number. */
export function parseRetryAfter(value: string | null): number | undefined {
  return value !== null && +value >= 0 ? +value * 1000 : undefined
}

/** Maps an HTTP failure to the SDK code of docs/behaviour.md#errors (APKT007 for a projectId the API refuses). */
export function errorForStatus(status: number, body: string, retryAfterMs?: number): SdkError {
  const details = `HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`
  // The explorer's error body `{ code, message }` names the SDK code itself (APKT007, APKT008).
  const coded = safeJson(body) as { code?: unknown; message?: unknown } | undefined
  if (typeof coded?.code === 'string' && coded.code in SDK_ERRORS) {
    return new SdkError(coded.code as SdkErrorCode, {
      details: String(coded.message ?? details),
      status,
    })
  }
  // The Blockchain API's body `{ code, message }` names its own code (docs/wire.md#blockchain-api).
  const api = {
    apiCode: typeof coded?.code === 'string' ? coded.code : undefined,
    apiMessage: typeof coded?.message === 'string' && coded.message ? coded.message : undefined,
  }
  if (status === 401 || status === 403) return new ApiError('APKT007', { details, status, ...api })
  if (status === 400 && api.apiCode === 'PROJECT_ID_MISSING')
    return new ApiError('APKT008', { details, status, ...api })
  if (status === 400 && api.apiCode === 'PROJECT_ID_INVALID')
    return new ApiError('APKT007', { details, status, ...api })
  if (status === 429) return new ApiError('APKT010', { details, status, retryAfterMs, ...api })
  return new ApiError('APKT009', { details, status, ...api })
}

/**
 * One JSON call whose response is validated with `schema`; failures carry the codes of
 * docs/behaviour.md#errors. The whole call (answer and body) fails with APKT009 after `timeoutMs`
 * (docs/behaviour.md#limits), whether or not the fetch heeds its abort signal.
 */
export async function fetchJson<T>(parameters: FetchJsonParameters<T>): Promise<T> {
  const timeout = new AbortController()
  // The caller's abort or the timeout's, whichever comes first (the caller's may be absent).
  const signal = AbortSignal.any([parameters.signal ?? timeout.signal, timeout.signal])
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      callOnce(parameters, signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(
            new SdkError('APKT009', {
              details: `${parameters.path} timed out`,
            }),
          )
          timeout.abort()
        }, parameters.timeoutMs ?? API_TIMEOUT_MS)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

async function callOnce<T>(parameters: FetchJsonParameters<T>, signal: AbortSignal): Promise<T> {
  const url = buildUrl(parameters.baseUrl, parameters.path, parameters.projectId, parameters.query)
  const schema = Promise.resolve(parameters.schema)
  // Read only after the response; a failed request must not leave its rejection unhandled.
  schema.catch(() => undefined)
  let response: Response
  try {
    // Called unbound: a browser's fetch refuses any `this` but the window.
    response = await (parameters.fetch ?? fetch)(url, {
      method: parameters.method ?? 'GET',
      signal,
      ...(parameters.body === undefined
        ? {}
        : {
            body: JSON.stringify(parameters.body),
            headers: { 'content-type': 'application/json' },
          }),
    })
  } catch (cause) {
    throw new SdkError('APKT009', { cause, details: `${parameters.path} unreachable` })
  }
  if (!response.ok) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
    throw errorForStatus(response.status, await response.text().catch(() => ''), retryAfterMs)
  }
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = (await schema).safeParse(json)
  if (!parsed.success) {
    throw new InvalidResponseError({
      details: `${parameters.path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    })
  }
  return parsed.data
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
