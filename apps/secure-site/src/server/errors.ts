/** Stable codes of the secure site's errors; the frame shows `shortMessage` to the visitor. */
export type SecureSiteErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'CODE_INVALID'
  | 'CODE_EXPIRED'
  | 'CODE_EXHAUSTED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'UNSUPPORTED_CHAIN'
  | 'UNSUPPORTED_METHOD'
  | 'CHAIN_ERROR'
  | 'WALLET_CALL'

const HTTP_STATUS: Record<SecureSiteErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_EXHAUSTED: 400,
  ORIGIN_NOT_ALLOWED: 403,
  UNSUPPORTED_CHAIN: 400,
  UNSUPPORTED_METHOD: 400,
  CHAIN_ERROR: 502,
  WALLET_CALL: 400,
}

type BaseErrorOptions = { details?: string; cause?: unknown; rpcCode?: number }

/** The secure site's one error family: a visitor-facing message, a stable code, and the cause kept. */
export class SecureSiteError extends Error {
  override name = 'SecureSiteError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: SecureSiteErrorCode
  /** The provider error code the page's request rejects with (a wallet-call code 5700-5760). */
  readonly rpcCode: number | undefined

  constructor(code: SecureSiteErrorCode, shortMessage: string, options: BaseErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.rpcCode = options.rpcCode
  }

  /** The HTTP status this error answers with. */
  get status(): number {
    return HTTP_STATUS[this.code]
  }

  /** Follows the cause chain to the deepest error, or the first matching `fn`. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (fn?.(current)) return current
      if (!current.cause) return fn ? undefined : current
      current = current.cause
    }
    return fn ? undefined : current
  }
}
