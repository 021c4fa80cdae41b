import { BaseError, type BaseErrorParameters } from '../../errors/baseError'
import { SdkError } from '../../errors/errors'

/** Email or social login was asked for before the auth connector could be set up. */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No auth connector found', { ...parameters, code: 'AUTH_CONNECTOR_NOT_FOUND' })
  }
}

/** An embedded-wallet action needs a live email or social session and there is none. */
export class AuthNotConnectedError extends BaseError {
  override name = 'AuthNotConnectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Not connected to email or social', { ...parameters, code: 'AUTH_NOT_CONNECTED' })
  }
}

/** The frame client's chunk, or the frame itself, could not be loaded. */
export class AuthLoadError extends BaseError {
  override name = 'AuthLoadError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', { ...parameters, code: 'AUTH_LOAD_FAILED' })
  }
}

/** A login flow failed with words the visitor should see ('Popup closed', 'Untrusted Origin', ...). */
export class AuthFlowError extends BaseError {
  override name = 'AuthFlowError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, { ...parameters, code: parameters.code ?? 'AUTH_FLOW_FAILED' })
  }
}

/** A bridge error as this module reads it: by its code (the list shared with the bridge), never its class name. */
type BridgeLike = { code?: unknown; shortMessage?: unknown }

/**
 * The visitor-facing error for anything the frame client threw: its two timeouts become the SDK
 * codes APKT003 and APKT004, a frame that failed to load says so, other bridge errors keep
 * their own words (the frame's reply message), and anything else gets `fallback`.
 */
export function toAuthError(cause: unknown, fallback = 'Something went wrong'): BaseError {
  if (cause instanceof BaseError) return cause
  const error = (cause && typeof cause === 'object' ? cause : {}) as BridgeLike
  if (error.code === 'APKT003') return new SdkError('APKT003', { cause })
  if (error.code === 'APKT004') return new SdkError('APKT004', { cause })
  if (error.code === 'FRAME_LOAD_FAILED' || error.code === 'FRAME_TARGET_MISSING')
    return new AuthLoadError({ cause })
  const words = typeof error.shortMessage === 'string' ? error.shortMessage : undefined
  return new AuthFlowError(words || fallback, { cause })
}
