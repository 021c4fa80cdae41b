import type { ErrorCode } from './codes'

/** Fields every bridge error accepts. */
export type FrameBridgeErrorParameters = {
  /** One of ERROR_CODES (docs/behaviour.md#error-codes); FRAME_BRIDGE_ERROR when left out. */
  code?: ErrorCode | undefined
  details?: string | undefined
  cause?: unknown
}

/**
 * The base of every error this package throws. `message` is the documented wording (what a visitor
 * may see, docs/behaviour.md#errors); `details` is for the console; `code` is its stable code from the list shared with the modal (./codes.ts).
 */
export class FrameBridgeError extends Error {
  override name = 'FrameBridgeError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: ErrorCode

  constructor(shortMessage: string, { code, details, cause }: FrameBridgeErrorParameters = {}) {
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.code = code ?? 'FRAME_BRIDGE_ERROR'
  }

  /** Follows `cause` to the deepest error, or to the first one `stop` accepts. */
  walk(stop?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current instanceof Error && !seen.has(current)) {
      if (stop?.(current)) return current
      seen.add(current)
      if (current.cause === undefined) return stop ? null : current
      current = current.cause
    }
    return stop ? (stop(current) ? current : null) : current
  }
}
