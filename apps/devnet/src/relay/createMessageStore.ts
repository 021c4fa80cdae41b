/** A message published on a topic, kept until its TTL runs out. */
export type StoredMessage = {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number | undefined
  attestation: string | undefined
  /** Client id (the JWT issuer) of the publisher: the relay never hands a message back to it. */
  publisherId: string
  /** Client ids that acknowledged it; they do not get it again on a later subscribe or fetch. */
  ackedBy: Set<string>
}

export type PublishInput = Omit<StoredMessage, 'expiresAt' | 'ackedBy' | 'publishedAt'> & {
  ttlSeconds: number
}

/** The hosted relay keeps messages at most 30 days; longer TTLs are clamped to that. */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/** Messages per topic, each kept until its TTL, with a record of who acknowledged it. */
export function createMessageStore(now: () => number = Date.now) {
  const byTopic = new Map<string, StoredMessage[]>()

  function prune(topic?: string): void {
    const at = now()
    const topics = topic === undefined ? [...byTopic.keys()] : [topic]
    for (const name of topics) {
      const kept = (byTopic.get(name) ?? []).filter((entry) => entry.expiresAt > at)
      if (kept.length === 0) byTopic.delete(name)
      else byTopic.set(name, kept)
    }
  }

  return {
    /** Stores a message; an identical message already on the topic is kept once. */
    add(input: PublishInput): StoredMessage {
      prune(input.topic)
      const list = byTopic.get(input.topic) ?? []
      const existing = list.find((entry) => entry.message === input.message)
      if (existing) return existing
      const publishedAt = now()
      const ttl = Math.min(Math.max(input.ttlSeconds, 0), MAX_TTL_SECONDS)
      const { ttlSeconds: _, ...rest } = input
      const stored: StoredMessage = {
        ...rest,
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        ackedBy: new Set(),
      }
      list.push(stored)
      byTopic.set(input.topic, list)
      return stored
    },
    /** Live messages on a topic that this client neither published nor acknowledged. */
    pendingFor(topic: string, clientId: string): StoredMessage[] {
      prune(topic)
      return (byTopic.get(topic) ?? []).filter(
        (entry) => entry.publisherId !== clientId && !entry.ackedBy.has(clientId),
      )
    },
    /** Every live message on a topic. */
    all(topic: string): StoredMessage[] {
      prune(topic)
      return [...(byTopic.get(topic) ?? [])]
    },
    prune: () => prune(),
  }
}

export type MessageStore = ReturnType<typeof createMessageStore>
