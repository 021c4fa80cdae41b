// The frame end of the secure-frame bridge: what the secure site's /sdk page runs.

export {
  APP_EVENT_PREFIX,
  APPROVAL_RPC_METHODS,
  FRAME_EVENT_PREFIX,
  SAFE_RPC_METHODS,
} from '../constants'
export { FrameBridgeError } from '../errors/base'
export type { ErrorCode } from '../errors/codes'
export { FrameTargetError } from '../errors/errors'
export {
  createFrameHost,
  type FrameHandlers,
  type FrameHost,
  type FrameHostOptions,
  type FrameRequestContext,
  type FrameRequestHandler,
} from '../host/createFrameHost'
export { type AppEvent, appEventSchema, type FrameEvent, frameEventSchema } from '../schemas/events'
export {
  FRAME_REQUEST_NAMES,
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestParsedPayload,
  type FrameRequestResult,
  type NoPayloadRequest,
  type NoResultRequest,
} from '../schemas/requests'
export {
  base58Schema,
  isSolanaMethod,
  SOLANA_PARAMS,
  SOLANA_RESULTS,
  type SolanaMethod,
  type SolanaParams,
  type SolanaResult,
} from '../schemas/solana'
export {
  WALLET_CALL_ERRORS,
  type WalletCallErrorCode,
} from '../schemas/walletRpc'
