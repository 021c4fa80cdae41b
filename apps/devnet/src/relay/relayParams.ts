import { z } from 'zod'

const topic = z.string().min(1).max(256)
const message = z.string().min(1)
// TTLs come in seconds; the SDKs send integers, but a fractional one is still a TTL.
const ttl = z.number().nonnegative()
const tag = z.number().int().optional()
const attestation = z.string().optional()

/** The `params` of every relay method, by method name (docs/wire.md#relay). */
export const RELAY_PARAMS = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(500) }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.union([
    z.object({
      subscriptions: z.array(z.object({ topic, id: z.string().optional() })).min(1),
    }),
    z.object({ topics: z.array(topic).min(1) }),
  ]),
  irn_publish: z.object({ topic, message, ttl, tag, attestation }),
  irn_batchPublish: z.object({
    messages: z.array(z.object({ topic, message, ttl, tag, attestation })).min(1).max(500),
  }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1).max(500) }),
  wc_proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: ttl.optional(),
    tag,
    attestation,
  }),
  wc_approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
    tag,
  }),
} as const

export type RelayMethod = keyof typeof RELAY_PARAMS
export type RelayParams<M extends RelayMethod> = z.infer<(typeof RELAY_PARAMS)[M]>

/** True when `method` is one the relay serves. */
export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(RELAY_PARAMS, method)
}

/** The envelope of every frame a client sends: a request or an acknowledgement of our push. */
export const INBOUND_FRAME = z.object({
  jsonrpc: z.literal('2.0').optional(),
  method: z.string().optional(),
  params: z.unknown().optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/** Proposal messages live 5 minutes in the SDK (PROPOSAL_EXPIRY); the relay keeps them as long. */
export const DEFAULT_PROPOSAL_TTL_SECONDS = 300
/** Tags the SDK gives session proposal responses and settlement requests. */
export const TAGS = { proposalResponse: 1101, settlementRequest: 1102 } as const
