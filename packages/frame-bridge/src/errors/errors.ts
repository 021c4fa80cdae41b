import { FrameBridgeError, type FrameBridgeErrorParameters } from './base'

/** APKT003: the frame never announced READY (`iframe_load_failed`, docs/behaviour.md#errors). */
export class FrameLoadTimeoutError extends FrameBridgeError {
  override name = 'FrameLoadTimeoutError'
  constructor(timeoutMs: number) {
    super('iframe_load_failed', {
      code: 'APKT003',
      details: `Network Error: Wallet Load Failed (no READY from the secure frame within ${timeoutMs} ms)`,
    })
  }
}

/** APKT004: a connect-type request got no reply in time (`iframe_request_timeout`, docs/behaviour.md#errors). */
export class FrameRequestTimeoutError extends FrameBridgeError {
  override name = 'FrameRequestTimeoutError'
  constructor(type: string, timeoutMs: number) {
    super('iframe_request_timeout', {
      code: 'APKT004',
      details: `Wallet Request Timeout (${type} got no reply within ${timeoutMs} ms)`,
    })
  }
}

/** The frame element failed to load. */
export class FrameLoadError extends FrameBridgeError {
  override name = 'FrameLoadError'
  constructor(cause?: unknown) {
    super('Unable to load email login dependency', { cause, code: 'FRAME_LOAD_FAILED' })
  }
}

/** There is no window to post to: the frame is gone (page end) or there is no parent (frame end). */
export class FrameTargetError extends FrameBridgeError {
  override name = 'FrameTargetError'
  constructor(missing: 'iframe' | 'parent') {
    super(`W3mFrame: ${missing} is not set`, { code: 'FRAME_TARGET_MISSING' })
  }
}

/** The frame answered a request with `_ERROR`; the message is the frame's. */
export class FrameReplyError extends FrameBridgeError {
  override name = 'FrameReplyError'
  /** The provider error code the frame sent with its reply, when it sent one (5730, ...). */
  readonly rpcCode: number | undefined
  constructor(message: string | undefined, type: string, rpcCode?: number) {
    super(message || 'An error occurred', { details: `${type}_ERROR`, code: 'FRAME_REPLY_ERROR' })
    this.rpcCode = rpcCode
  }
}

/** A pending request was aborted (client abort, destroy, another request's timeout). */
export class RequestAbortedError extends FrameBridgeError {
  override name = 'RequestAbortedError'
  constructor(isRpc: boolean, cause?: unknown) {
    super(isRpc ? 'Request was aborted' : 'Something went wrong', {
      cause,
      code: 'REQUEST_ABORTED',
    })
  }
}

/** APKTW002: the email address is not valid. */
export class InvalidEmailError extends FrameBridgeError {
  override name = 'InvalidEmailError'
  constructor() {
    super('Please enter a valid email address', { code: 'APKTW002' })
  }
}

/** A request's payload does not match its schema (docs/wire.md#frame-messages; caught before anything is posted). */
export class InvalidRequestError extends FrameBridgeError {
  override name = 'InvalidRequestError'
  constructor(type: string, details: string) {
    super(`Invalid ${type} request`, { details, code: 'INVALID_REQUEST' })
  }
}

/** Email login waits between sends (30 s, docs/behaviour.md#limits). */
export class EmailSendWaitError extends FrameBridgeError {
  override name = 'EmailSendWaitError'
  readonly waitMs: number
  constructor(waitMs: number) {
    super(`Please try again after ${Math.ceil(waitMs / 1000)} seconds`, { code: 'EMAIL_SEND_WAIT' })
    this.waitMs = waitMs
  }
}

/** Social login failed: 'Untrusted Origin', 'Popup closed', 'Failed to connect' and kin. */
export class SocialLoginError extends FrameBridgeError {
  override name = 'SocialLoginError'
  constructor(shortMessage: string, parameters: Omit<FrameBridgeErrorParameters, 'code'> = {}) {
    super(shortMessage, { ...parameters, code: 'SOCIAL_LOGIN_FAILED' })
  }
}
