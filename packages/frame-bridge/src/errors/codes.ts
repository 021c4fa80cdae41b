/**
 * Every error code the modal and the frame bridge raise, with what it means: the one list both
 * packages type their errors' `code` with (docs/behaviour.md#error-codes). Code that tells
 * errors apart compares `code` (or uses `instanceof`), never a class name or the words.
 */
export const ERROR_CODES = {
  // SDK codes: the words are the error's own.
  APKT001: 'Network Not Found: a chain the host did not configure',
  APKT002: 'Invalid App Configuration: bad options or attributes, or an origin the project refuses',
  APKT003: 'Network Error: Wallet Load Failed: the secure frame sent no READY in time',
  APKT004: 'Wallet Request Timeout: a connect-type frame request got no reply in time',
  APKT005: 'Unverified Domain: the verify service calls the page INVALID',
  APKT006: 'Session Expired: the frame no longer knows a restored email or social login',
  APKT007: 'Invalid Project ID: an API refused the projectId',
  APKT008: 'Project ID Missing',
  APKT009:
    'Server Error: an API failed, timed out, was unreachable or answered an unexpected shape',
  APKT010: 'Rate Limited: an API answered 429',
  APKTW001: 'Inactive Namespace Not Connected (a warning)',
  APKTW002: 'Invalid Email Address (a warning): the email is malformed',
  // The modal's own.
  W3M_ERROR: 'a modal error with no more specific code',
  CONNECTION_REJECTED: 'the wallet refused the connection (4001)',
  FAILED_TO_CONNECT: 'connecting failed for any other reason',
  MODAL_CLOSED: 'the visitor closed the modal while a connection was pending',
  INVALID_CONNECTION_STATUS: 'the account is still connecting or reconnecting',
  UNSUPPORTED_CHAIN: 'the wallet sits on, or was asked for, a chain not configured',
  FAILED_TO_DISCONNECT: 'disconnecting failed',
  FAILED_TO_SWITCH_CONNECTION: 'making another connection the active one failed',
  CONNECTOR_NOT_FOUND: 'no connector or wallet with the requested id or name',
  USER_REJECTED: 'the visitor refused to sign in the wallet',
  SIGN_MESSAGE_FAILED: 'signing a message failed for any other reason',
  SIGN_FAILED: 'the headless signMessage failed',
  HEADLESS_WRONG_CALL: 'the headless connect was called for an email or social login',
  SEND_FAILED: 'a send failed',
  SWAP_FAILED: 'a swap call failed (words: liquidity, unsupported network, or the step)',
  ONRAMP_FAILED: 'an on-ramp call failed',
  TOKEN_BALANCE_UNAVAILABLE: 'the balances could not be fetched',
  FETCH_TRANSACTIONS_FAILED: 'the activity could not be fetched',
  SIWX_SERVICE: 'the sign-in service failed while signing in',
  SIWX_SERVICE_FAILED:
    'the sign-in service answered an error, was unreachable or answered unexpectedly',
  SIWX_SIGN_FAILED: 'the wallet failed to sign the sign-in message',
  SIWX_SESSION_FAILED: 'the sign-in session could not be set up',
  SIWX_NO_SESSION: 'an email was to be added without a sign-in session',
  DATA_CAPTURE: 'adding an email to the session failed',
  AUTH_CONNECTOR_NOT_FOUND: 'email or social login was asked for before its connector was set up',
  AUTH_NOT_CONNECTED: 'an embedded-wallet action without an email or social login',
  AUTH_LOAD_FAILED: "the frame client's chunk or the frame itself could not be loaded",
  AUTH_FLOW_FAILED: 'an email or social login failed (the words are the frame reply)',
  // The frame bridge's own.
  FRAME_BRIDGE_ERROR: 'a bridge error with no more specific code',
  FRAME_LOAD_FAILED: 'the frame element failed to load',
  FRAME_TARGET_MISSING: 'there is no window to post to (the frame or the parent is gone)',
  FRAME_REPLY_ERROR: 'the frame answered a request with an error reply',
  REQUEST_ABORTED: 'a pending request was aborted (abort, destroy, another timeout)',
  INVALID_REQUEST: "a request's payload does not match the protocol",
  EMAIL_SEND_WAIT: 'an email was asked for again before the wait between sends ended',
  SOCIAL_LOGIN_FAILED: 'a social login failed (untrusted origin, popup closed, ...)',
} as const

/** One code of ERROR_CODES. */
export type ErrorCode = keyof typeof ERROR_CODES
