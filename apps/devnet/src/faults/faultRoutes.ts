import { Hono, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { loopbackOnly } from '../admin/loopbackOnly'
import { parseBody } from '../api/respond'
import { type FaultStore, faultRequestSchema } from './createFaultStore'

/** What a fault switch holds: armed faults to add, list and clear. */
type Switch<T extends z.ZodType> = {
  add(input: z.output<T>): object
  list(): unknown[]
  clear(route?: string): void
}

/**
 * A fault switch's admin routes at `path`, loopback callers only: POST arms a fault (`schema`,
 * 201), GET lists the armed ones, DELETE clears them (with `?route=`, those of one route, where
 * the switch tells routes apart).
 */
export function switchRoutes<T extends z.ZodType>(
  path: string,
  schema: T,
  faults: Switch<T>,
): Hono {
  return new Hono()
    .use(path, loopbackOnly)
    .post(path, async (c) => c.json(faults.add(await parseBody(c, schema)), 201))
    .get(path, (c) => c.json({ faults: faults.list() }))
    .delete(path, (c) => {
      faults.clear(c.req.query('route'))
      return c.json({ faults: faults.list() })
    })
}

/** POST /devnet/faults arms a fault; GET lists them; DELETE (optionally ?route=) clears them. */
export function faultRoutes(faults: FaultStore): Hono {
  return switchRoutes('/devnet/faults', faultRequestSchema, faults)
}

/** Applies the next armed fault matching a call: an error status, a delay, a broken body or a cut socket. */
export function applyFaults(faults: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    if (c.req.method === 'OPTIONS' || path.startsWith('/devnet/') || path === '/health')
      return next()
    const fault = faults.take(c.req.method, path)
    if (!fault) return next()
    switch (fault.kind) {
      case '429':
        return c.json({ code: 'RATE_LIMITED', message: 'Rate limited' }, 429, {
          'retry-after': String(fault.retryAfter),
        })
      case '500':
      case '502':
      case '503':
        return c.json(
          { code: 'SERVER_ERROR', message: `Injected ${fault.kind}` },
          Number(fault.kind) as 500 | 502 | 503,
        )
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
        return next()
      case 'malformed':
        // Valid status and content type, truncated JSON: the client's parser must cope.
        return c.body('{"data": [{"id": ', 200, { 'content-type': 'application/json' })
      default: {
        const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)
          ?.incoming
        incoming?.socket?.destroy()
        return new Response(null, { status: 500 })
      }
    }
  }
}
