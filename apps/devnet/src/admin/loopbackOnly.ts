import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { isLoopbackOrigin } from '../api/cors'
import { apiError } from '../api/respond'

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The paths of the devnet's admin routes: mail read-back, inbox, analytics, faults, names… */
export const ADMIN_PATHS = ['/devnet/*', '/inbox'] as const

/** The port this request reached, from the socket (the Host header is what is being checked). */
function localPort(c: Context): number | undefined {
  const incoming = (c.env as { incoming?: { socket?: { localPort?: number } } } | undefined)
    ?.incoming
  return incoming?.socket?.localPort
}

/**
 * A Host naming a loopback name and the port the socket listens on. A page on another name that
 * resolves to 127.0.0.1 (DNS rebinding) is a loopback caller with a foreign Host: refused.
 */
export function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (!host || port === undefined) return false
  let url: URL
  try {
    url = new URL(`http://${host}`)
  } catch {
    return false
  }
  const named = url.port === '' ? 80 : Number(url.port)
  return LOOPBACK_HOSTNAMES.has(url.hostname) && named === port
}

/** The devnet's admin routes answer only callers on this machine, and no page from another origin. */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  let remote: string | undefined
  try {
    remote = getConnInfo(c).remote.address
  } catch {
    remote = undefined
  }
  const origin = c.req.header('origin')
  if (
    !remote ||
    !LOOPBACK_ADDRESSES.has(remote) ||
    (origin && !isLoopbackOrigin(origin)) ||
    !isLoopbackHost(c.req.header('host'), localPort(c))
  ) {
    return apiError(c, 403, 'BAD_REQUEST', 'The devnet admin routes are loopback-only')
  }
  return next()
}
