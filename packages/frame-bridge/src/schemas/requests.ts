import './jitless'
import * as z from 'zod/mini'
import {
  accountTypeSchema,
  chainIdSchema,
  emailSchema,
  siwxMessageSchema,
  socialProviderSchema,
  syncDappDataSchema,
  syncThemeSchema,
  userResultSchema,
} from './common'
import { rpcRequestSchema } from './rpc'

/** Marks a request or reply that carries no payload; whatever arrives there is ignored. */
const none = z.optional(z.unknown())

const otpSchema = z.object({ otp: z.string() })
const userRequestSchema = z.object({
  chainId: z.optional(chainIdSchema),
  preferredAccountType: z.optional(z.string()),
  siwxMessage: z.optional(siwxMessageSchema),
  rpcUrl: z.optional(z.string()),
})

/**
 * Every request of docs/wire.md#frame-messages, keyed by its name (`@w3m-app/<name>`), with the schema of its
 * payload and of its `_SUCCESS` payload.
 */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: {
    payload: z.object({ chainId: chainIdSchema, rpcUrl: z.optional(z.string()) }),
    result: z.object({ chainId: chainIdSchema }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email: emailSchema }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { payload: none, result: none },
  CONNECT_OTP: { payload: otpSchema, result: none },
  CONNECT_SOCIAL: {
    payload: z.extend(userRequestSchema, { uri: z.string() }),
    result: userResultSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({ provider: socialProviderSchema }),
    result: z.object({ uri: z.string() }),
  },
  GET_FARCASTER_URI: { payload: none, result: z.object({ url: z.string() }) },
  CONNECT_FARCASTER: { payload: none, result: z.object({ userName: z.string() }) },
  GET_USER: {
    payload: z.extend(userRequestSchema, { socialUri: z.optional(z.string()) }),
    result: z.extend(userResultSchema, { smartAccountDeployed: z.optional(z.boolean()) }),
  },
  SIGN_OUT: { payload: none, result: none },
  IS_CONNECTED: {
    payload: z.optional(z.object({ token: z.string() })),
    result: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { payload: none, result: z.object({ chainId: chainIdSchema }) },
  RPC_REQUEST: { payload: rpcRequestSchema, result: z.unknown() },
  UPDATE_EMAIL: {
    payload: z.object({ email: emailSchema }),
    result: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: otpSchema, result: none },
  UPDATE_EMAIL_SECONDARY_OTP: { payload: otpSchema, result: z.object({ newEmail: z.string() }) },
  SYNC_THEME: { payload: syncThemeSchema, result: none },
  SYNC_DAPP_DATA: { payload: syncDappDataSchema, result: none },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: none,
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: { payload: none, result: none },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountTypeSchema }),
    result: z.object({ type: accountTypeSchema, address: z.string() }),
  },
  RELOAD: { payload: none, result: none },
  RPC_ABORT: { payload: none, result: none },
} as const

/** Names of the requests: `@w3m-app/<name>`. */
export type FrameRequestName = keyof typeof FRAME_REQUESTS
/** Requests sent without a payload. */
export type NoPayloadRequest = {
  [K in FrameRequestName]: (typeof FRAME_REQUESTS)[K]['payload'] extends typeof none ? K : never
}[FrameRequestName]
/** Requests whose `_SUCCESS` carries nothing the page uses. */
export type NoResultRequest = {
  [K in FrameRequestName]: (typeof FRAME_REQUESTS)[K]['result'] extends typeof none ? K : never
}[FrameRequestName]

/** The payload of request `K` as the page passes it (before defaults). */
export type FrameRequestPayload<K extends FrameRequestName> = K extends NoPayloadRequest
  ? undefined
  : z.input<(typeof FRAME_REQUESTS)[K]['payload']>
/** The payload of request `K` after validation (what a frame handler receives). */
export type FrameRequestParsedPayload<K extends FrameRequestName> = K extends NoPayloadRequest
  ? undefined
  : z.output<(typeof FRAME_REQUESTS)[K]['payload']>
/** The `_SUCCESS` payload of request `K`. */
export type FrameRequestResult<K extends FrameRequestName> = K extends NoResultRequest
  ? undefined
  : z.output<(typeof FRAME_REQUESTS)[K]['result']>

/** Every request name, in protocol order. */
export const FRAME_REQUEST_NAMES = Object.keys(FRAME_REQUESTS) as FrameRequestName[]
