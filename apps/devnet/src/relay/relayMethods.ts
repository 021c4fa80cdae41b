import type { MessageStore, PublishInput } from './createMessageStore'
import {
  DEFAULT_PROPOSAL_TTL_SECONDS,
  type RelayMethod,
  type RelayParams,
  TAGS,
} from './relayParams'

type Subscriber = { connection: { clientId: string } }

type Deps<S extends Subscriber> = {
  subscribe(subscriber: S, topic: string): string
  unsubscribe(subscriber: S, topic: string): void
  publish(publisher: S, input: Omit<PublishInput, 'publisherId'>): void
  store: MessageStore
}

/** At most this many messages in one irn_batchFetchMessages answer; `hasMore` says the rest. */
const FETCH_PAGE_SIZE = 500

/** The handler of each relay method: validated params in, the JSON-RPC result out. */
export function createRelayMethods<S extends Subscriber>(
  deps: Deps<S>,
): {
  [M in RelayMethod]: (subscriber: S, params: RelayParams<M>) => unknown
} {
  const { subscribe, unsubscribe, publish, store } = deps
  return {
    irn_subscribe: (s, { topic }) => subscribe(s, topic),
    irn_batchSubscribe: (s, { topics }) => topics.map((topic) => subscribe(s, topic)),
    irn_unsubscribe: (s, { topic }) => {
      unsubscribe(s, topic)
      return true
    },
    irn_batchUnsubscribe: (s, params) => {
      const names =
        'topics' in params ? params.topics : params.subscriptions.map((entry) => entry.topic)
      for (const topic of names) unsubscribe(s, topic)
      return true
    },
    irn_publish: (s, { topic, message, ttl, tag, attestation }) => {
      publish(s, { topic, message, ttlSeconds: ttl, tag, attestation })
      return true
    },
    irn_batchPublish: (s, { messages }) => {
      for (const { topic, message, ttl, tag, attestation } of messages) {
        publish(s, { topic, message, ttlSeconds: ttl, tag, attestation })
      }
      return true
    },
    irn_batchFetchMessages: (s, { topics }) => {
      const clientId = s.connection.clientId
      const all = topics.flatMap((topic) => store.pendingFor(topic, clientId))
      const page = all.slice(0, FETCH_PAGE_SIZE)
      // A fetched message counts as delivered: the next fetch or subscribe moves on past it.
      for (const stored of page) stored.ackedBy.add(clientId)
      return {
        messages: page.map(({ topic, message, publishedAt, tag, attestation }) => ({
          topic,
          message,
          publishedAt,
          ...(tag === undefined ? {} : { tag }),
          ...(attestation === undefined ? {} : { attestation }),
        })),
        hasMore: all.length > page.length,
      }
    },
    wc_proposeSession: (s, { pairingTopic, sessionProposal, ttl, tag, attestation }) => {
      publish(s, {
        topic: pairingTopic,
        message: sessionProposal,
        ttlSeconds: ttl ?? DEFAULT_PROPOSAL_TTL_SECONDS,
        tag,
        attestation,
      })
      subscribe(s, pairingTopic)
      return true
    },
    wc_approveSession: (s, params) => {
      const ttlSeconds = params.ttl ?? DEFAULT_PROPOSAL_TTL_SECONDS
      publish(s, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttlSeconds,
        tag: TAGS.proposalResponse,
        attestation: undefined,
      })
      publish(s, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttlSeconds,
        tag: TAGS.settlementRequest,
        attestation: undefined,
      })
      subscribe(s, params.sessionTopic)
      return true
    },
  }
}
