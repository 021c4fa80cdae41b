import { z } from 'zod'

/** What a fault does to a matching call. */
export const FAULT_KINDS = ['429', '500', '502', '503', 'delay', 'malformed', 'drop'] as const

/** Body of POST /devnet/faults. */
export const faultRequestSchema = z.object({
  /** A path ('/v1/supported-chains'), with `*` or `:name` for one segment ('/v1/account/*∕balance'). */
  route: z.string().startsWith('/'),
  kind: z
    .union([z.enum(FAULT_KINDS), z.literal(429), z.literal(500), z.literal(502), z.literal(503)])
    .transform(String),
  method: z.string().toUpperCase().optional(),
  /** Calls it applies to before it wears off. */
  count: z.number().int().min(1).max(1000).default(1),
  /** Seconds, sent in Retry-After with a 429. */
  retryAfter: z.number().int().min(0).max(3600).default(1),
  /** Milliseconds a 'delay' holds the call before answering normally. */
  delayMs: z.number().int().min(0).max(60_000).default(1000),
})

/** A fault waiting for its calls. */
export type Fault = z.output<typeof faultRequestSchema> & { id: string; remaining: number }

const toPattern = (route: string) =>
  new RegExp(
    `^${route.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/(\*|:[^/]+)/g, '/[^/]+')}/?$`,
  )

/** The faults armed by the admin route, consumed one call at a time. */
export function createFaultStore() {
  const faults: Array<Fault & { pattern: RegExp }> = []
  return {
    add(input: z.output<typeof faultRequestSchema>): Fault {
      const fault = {
        ...input,
        id: crypto.randomUUID(),
        remaining: input.count,
        pattern: toPattern(input.route),
      }
      faults.push(fault)
      return fault
    },
    /** The first armed fault matching this call, with one use taken off it. */
    take(method: string, path: string): Fault | undefined {
      const index = faults.findIndex(
        (f) => f.pattern.test(path) && (!f.method || f.method === method),
      )
      const fault = faults[index]
      if (!fault) return undefined
      fault.remaining -= 1
      if (fault.remaining <= 0) faults.splice(index, 1)
      return fault
    },
    list: (): Fault[] => faults.map(({ pattern: _pattern, ...fault }) => fault),
    /** Clears every fault, or those of one route. */
    clear(route?: string) {
      for (let i = faults.length - 1; i >= 0; i--)
        if (!route || faults[i]?.route === route) faults.splice(i, 1)
    },
  }
}

/** The fault store's type. */
export type FaultStore = ReturnType<typeof createFaultStore>
