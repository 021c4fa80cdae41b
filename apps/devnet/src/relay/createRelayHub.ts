import { createHash } from 'node:crypto'
import { createMessageStore, type PublishInput, type StoredMessage } from './createMessageStore'
import { errorFrame, extractRawId, RPC_ERRORS, resultFrame } from './rawJsonRpc'
import { createRelayMethods } from './relayMethods'
import { INBOUND_FRAME, isRelayMethod, RELAY_PARAMS } from './relayParams'

/** One client socket as the hub sees it. */
export type RelayConnection = {
  /** The client's id (its JWT issuer, a did:key); one client may hold several sockets. */
  clientId: string
  send(text: string): void
}

/** A connected client: the hub's handle for its frames and its goodbye. */
export type RelaySession = {
  handle(text: string): void
  close(): void
}

export type RelayHubOptions = { now?: () => number; log?: (line: string) => void }

type Subscriber = { connection: RelayConnection; pendingAcks: Map<string, StoredMessage> }

/**
 * The relay's state and protocol, without sockets: subscriptions per topic, messages per topic
 * until their TTL, pushes and their acknowledgements.
 */
export function createRelayHub(options: RelayHubOptions = {}) {
  const now = options.now ?? Date.now
  const store = createMessageStore(now)
  const topics = new Map<string, Set<Subscriber>>()
  // Our own push ids stay below 2^53 so no client rounds them; a clock base keeps them unique.
  let nextPushId = now() * 1000

  /** The same id the SDK derives for a subscription: sha256(topic + clientId), hex. */
  const subscriptionId = (topic: string, clientId: string) =>
    createHash('sha256')
      .update(topic + clientId)
      .digest('hex')

  function push(subscriber: Subscriber, stored: StoredMessage): void {
    const id = nextPushId++
    subscriber.pendingAcks.set(String(id), stored)
    const data = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      ...(stored.tag === undefined ? {} : { tag: stored.tag }),
      ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
    }
    const subId = subscriptionId(stored.topic, subscriber.connection.clientId)
    subscriber.connection.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subId, data },
      }),
    )
  }

  function subscribe(subscriber: Subscriber, topic: string): string {
    const set = topics.get(topic) ?? new Set()
    set.add(subscriber)
    topics.set(topic, set)
    const waiting = store.pendingFor(topic, subscriber.connection.clientId)
    // After the subscribe answer has gone out, so the client knows the topic when they arrive.
    if (waiting.length > 0) {
      queueMicrotask(() => {
        for (const stored of waiting) push(subscriber, stored)
      })
    }
    return subscriptionId(topic, subscriber.connection.clientId)
  }

  function unsubscribe(subscriber: Subscriber, topic: string): void {
    const set = topics.get(topic)
    set?.delete(subscriber)
    if (set?.size === 0) topics.delete(topic)
  }

  function publish(publisher: Subscriber, input: Omit<PublishInput, 'publisherId'>): void {
    const stored = store.add({ ...input, publisherId: publisher.connection.clientId })
    for (const subscriber of topics.get(input.topic) ?? []) {
      const clientId = subscriber.connection.clientId
      // Never echo: not to the publishing socket, nor to another socket of the same client.
      if (clientId === stored.publisherId || stored.ackedBy.has(clientId)) continue
      push(subscriber, stored)
    }
  }

  const methods = createRelayMethods({ subscribe, unsubscribe, publish, store })

  function onAck(subscriber: Subscriber, rawId: string | undefined): void {
    if (rawId === undefined) return
    const stored = subscriber.pendingAcks.get(rawId)
    if (!stored) return
    subscriber.pendingAcks.delete(rawId)
    stored.ackedBy.add(subscriber.connection.clientId)
  }

  function handle(subscriber: Subscriber, text: string): void {
    const send = subscriber.connection.send
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      send(errorFrame(undefined, RPC_ERRORS.parse, 'Parse error'))
      return
    }
    const rawId = extractRawId(text)
    const frame = INBOUND_FRAME.safeParse(json)
    if (!frame.success || rawId === undefined) {
      send(errorFrame(rawId, RPC_ERRORS.invalidRequest, 'Invalid request'))
      return
    }
    const { method, params } = frame.data
    if (method === undefined) {
      if ('result' in frame.data || 'error' in frame.data) onAck(subscriber, rawId)
      return
    }
    if (!isRelayMethod(method)) {
      send(errorFrame(rawId, RPC_ERRORS.methodNotFound, `Method not found: ${method}`))
      return
    }
    const parsed = RELAY_PARAMS[method].safeParse(params)
    if (!parsed.success) {
      send(errorFrame(rawId, RPC_ERRORS.invalidParams, `Invalid params for ${method}`))
      return
    }
    // The params were validated by the schema of this very method.
    const handler = methods[method] as (s: Subscriber, p: unknown) => unknown
    send(resultFrame(rawId, handler(subscriber, parsed.data)))
    options.log?.(`${method} from ${subscriber.connection.clientId.slice(-8)}`)
  }

  return {
    /** Registers a socket; frames go to `handle`, and `close` drops its subscriptions. */
    attach(connection: RelayConnection): RelaySession {
      const subscriber: Subscriber = { connection, pendingAcks: new Map() }
      return {
        handle: (text) => handle(subscriber, text),
        close: () => {
          for (const topic of [...topics.keys()]) unsubscribe(subscriber, topic)
          subscriber.pendingAcks.clear()
        },
      }
    },
    /** How many sockets are subscribed to a topic (for tests and the health line). */
    subscriberCount: (topic: string) => topics.get(topic)?.size ?? 0,
    store,
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>
export type { Subscriber as RelaySubscriber }
