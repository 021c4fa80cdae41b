import { z } from 'zod'

/**
 * What a relay fault does: `drop` cuts every open socket at once (a relay restart, as the
 * clients see it), `refuse` answers the next `count` upgrades 503, `drop-publish` swallows the
 * next `count` publishes (no ack, nothing stored or pushed), `delay-publish` holds the next
 * `count` publishes `delayMs` before handling them.
 */
export const RELAY_FAULT_KINDS = ['drop', 'refuse', 'drop-publish', 'delay-publish'] as const

/** Body of POST /devnet/relay-faults. */
export const relayFaultRequestSchema = z.object({
  kind: z.enum(RELAY_FAULT_KINDS),
  /** Upgrades (refuse) or publishes (drop-publish, delay-publish) it applies to. */
  count: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(1000),
})

type Armed = {
  kind: 'refuse' | 'drop-publish' | 'delay-publish'
  remaining: number
  delayMs: number
}

/** The relay's fault switch: armed by the devnet's admin route, read by the socket server. */
export function createRelayFaults() {
  const armed: Armed[] = []
  const droppers = new Set<() => number>()
  const take = (kinds: Armed['kind'][]) => {
    const index = armed.findIndex((fault) => kinds.includes(fault.kind))
    const fault = armed[index]
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) armed.splice(index, 1)
    return fault
  }
  return {
    /** Arms a fault; `drop` acts at once and answers how many sockets it cut. */
    add(input: z.output<typeof relayFaultRequestSchema>): { kind: string; dropped?: number } {
      if (input.kind === 'drop') {
        let dropped = 0
        for (const drop of droppers) dropped += drop()
        return { kind: input.kind, dropped }
      }
      armed.push({ kind: input.kind, remaining: input.count, delayMs: input.delayMs })
      return { kind: input.kind }
    },
    /** Registers the server's "cut every socket" (answers how many it cut); returns the unregister. */
    onDrop(drop: () => number): () => void {
      droppers.add(drop)
      return () => droppers.delete(drop)
    },
    /** True when this upgrade is to be refused. */
    refuseUpgrade: (): boolean => take(['refuse']) !== undefined,
    /** What to do with a publish: handle it, swallow it, or hold it `delayMs` first. */
    publishFault(): { drop: true } | { delayMs: number } | undefined {
      const fault = take(['drop-publish', 'delay-publish'])
      if (!fault) return undefined
      return fault.kind === 'drop-publish' ? { drop: true } : { delayMs: fault.delayMs }
    },
    list: () => armed.map((fault) => ({ ...fault })),
    clear() {
      armed.length = 0
    },
  }
}

/** The relay fault switch's type. */
export type RelayFaults = ReturnType<typeof createRelayFaults>
