import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import { isLoopbackOrigin } from '../api/cors'
import { apiError } from '../api/respond'

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** The devnet's admin routes answer only callers on this machine, and no page from another origin. */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  let remote: string | undefined
  try {
    remote = getConnInfo(c).remote.address
  } catch {
    remote = undefined
  }
  const origin = c.req.header('origin')
  if (!remote || !LOOPBACK_ADDRESSES.has(remote) || (origin && !isLoopbackOrigin(origin))) {
    return apiError(c, 403, 'BAD_REQUEST', 'The devnet admin routes are loopback-only')
  }
  return next()
}
