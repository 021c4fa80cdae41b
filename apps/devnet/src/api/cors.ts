import type { MiddlewareHandler } from 'hono'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether an Origin header names a page served from this machine. */
export function isLoopbackOrigin(origin: string | undefined | null): boolean {
  if (!origin) return false
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
    )
  } catch {
    return false
  }
}

/**
 * CORS for any loopback origin (the demo, the secure site and Storybook all run on loopback, on
 * ports that move with W3M_PORT_OFFSET); other origins get no CORS headers, so browsers refuse.
 */
export function loopbackCors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = isLoopbackOrigin(origin)
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!allowed) return c.body(null, 403)
      return c.body(null, 204, {
        'access-control-allow-origin': origin as string,
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers':
          c.req.header('access-control-request-headers') ?? 'content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      })
    }
    await next()
    if (allowed) {
      c.res.headers.set('access-control-allow-origin', origin as string)
      c.res.headers.set('access-control-expose-headers', 'retry-after')
      c.res.headers.append('vary', 'Origin')
    }
  }
}
