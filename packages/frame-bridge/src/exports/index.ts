// The page end of the secure-frame bridge: what a host page (the modal) loads.

export {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
} from '../client/createFrameClient'
export type { FrameState } from '../client/createFrameConnection'
export { buildFrameUrl, type FrameUrlParameters } from '../client/createFrameElement'
export { bigintsToHex, type RpcRequest } from '../client/prepareRpcRequest'
export {
  APP_EVENT_PREFIX,
  APPROVAL_RPC_METHODS,
  CONNECT_REQUESTS,
  DEFAULT_FRAME_VERSION,
  EMAIL_SEND_WAIT_MS,
  FRAME_EVENT_PREFIX,
  FRAME_READY_PAUSE_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  LOG_BUFFER_MAX_BYTES,
  SAFE_RPC_METHODS,
  SIGN_OUT_TIMEOUT_MS,
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_WIDTH,
} from '../constants'
export { FrameBridgeError, type FrameBridgeErrorParameters } from '../errors/base'
export type { ErrorCode } from '../errors/codes'
export {
  EmailSendWaitError,
  FrameLoadError,
  FrameLoadTimeoutError,
  FrameReplyError,
  FrameRequestTimeoutError,
  FrameTargetError,
  InvalidEmailError,
  InvalidRequestError,
  RequestAbortedError,
  SocialLoginError,
} from '../errors/errors'
export { createLogBuffer, type LogBuffer, type LogEntry } from '../logger/createLogBuffer'
export {
  accountTypeSchema,
  chainIdSchema,
  chainNamespaceSchema,
  emailSchema,
  hexSchema,
  siwxMessageSchema,
  socialProviderSchema,
  syncDappDataSchema,
  syncThemeSchema,
  userResultSchema,
} from '../schemas/common'
export { type AppEvent, appEventSchema, type FrameEvent, frameEventSchema } from '../schemas/events'
export {
  FRAME_REQUEST_NAMES,
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestParsedPayload,
  type FrameRequestPayload,
  type FrameRequestResult,
  type NoPayloadRequest,
  type NoResultRequest,
} from '../schemas/requests'
export {
  rpcRequestSchema,
  sendCallsCallSchema,
  sendCallsParamsSchema,
  solanaSendOptionsSchema,
} from '../schemas/rpc'
export type { SolanaMethod, SolanaParams, SolanaResult } from '../schemas/solana'
export {
  type OpenSocialPopupParameters,
  openSocialPopup,
  type SocialPopup,
} from '../social/openSocialPopup'
export {
  createFrameStorage,
  type FrameStorage,
  type FrameStorageKey,
  STORAGE_KEYS,
} from '../storage/createFrameStorage'
