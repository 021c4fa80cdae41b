import type { ErrorCode } from '@w3m/frame-bridge'

/** Parameters every modal error takes: a short message for people, details and cause for logs. */
export type BaseErrorParameters = {
  cause?: unknown
  details?: string
  /** One of the codes shared with the frame bridge (docs/behaviour.md#error-codes); W3M_ERROR when left out. */
  code?: ErrorCode
}

/** Root of the modal's errors: a stable code, a visitor-facing shortMessage and the cause kept for logs. */
export class BaseError extends Error {
  override name = 'W3mError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: ErrorCode

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, {
      cause: parameters.cause,
    })
    this.shortMessage = shortMessage
    this.details = details
    this.code = parameters.code ?? 'W3M_ERROR'
  }

  /** Follows the cause chain; returns the first error matching `predicate`, or the deepest one. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (
        !(current.cause instanceof Error) &&
        !(current.cause && typeof current.cause === 'object')
      )
        break
      current = current.cause
    }
    return predicate ? (predicate(current) ? current : undefined) : current
  }
}
