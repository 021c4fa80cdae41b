import { BaseError, type BaseErrorParameters } from './baseError'

// Apart from errors.ts: option checks (before the first click) throw these; the other errors
// come with the code that raises them, after it.

/** The SDK codes of docs/behaviour.md#errors the modal raises itself. */
export const SDK_ERRORS = {
  APKT001: 'Network Not Found',
  APKT002: 'Invalid App Configuration',
  APKT003: 'Network Error: Wallet Load Failed',
  APKT004: 'Wallet Request Timeout',
  APKT005: 'Unverified Domain',
  APKT006: 'Session Expired',
  APKT007: 'Invalid Project ID',
  APKT008: 'Project ID Missing',
  APKT009: 'Server Error',
  APKT010: 'Rate Limited',
} as const

/** An SDK code of docs/behaviour.md#errors. */
export type SdkErrorCode = keyof typeof SDK_ERRORS

/** An error an API answered, mapped to an SDK code (APKT007 for an unknown projectId, ...). */
export class SdkError extends BaseError {
  override name = 'SdkError'
  /** The HTTP status of the answer, when the error is one. */
  readonly status: number | undefined
  /** The wait the server asked for (Retry-After), in milliseconds: no retry comes sooner. */
  readonly retryAfterMs: number | undefined
  constructor(
    code: SdkErrorCode,
    {
      status,
      retryAfterMs,
      ...parameters
    }: Omit<BaseErrorParameters, 'code'> & { status?: number; retryAfterMs?: number } = {},
  ) {
    super(SDK_ERRORS[code], { ...parameters, code })
    this.status = status
    this.retryAfterMs = retryAfterMs
  }
}

/** Bad configuration passed to createModal or the element's attributes. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid App Configuration', { ...parameters, code: 'APKT002' })
  }
}
