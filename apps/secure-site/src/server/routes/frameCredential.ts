import type { Context, MiddlewareHandler } from 'hono'
import {
  FRAME_KEY_HEADER,
  FRAME_PROOF_HEADER,
  frameKeyId,
  requestProofText,
  sha256Hex,
  verifyFrameProof,
} from '../../shared/frameProof'
import type { FrameBinding } from '../auth/createSessions'
import { SecureSiteError } from '../errors'
import { readDeviceCookie } from './deviceCookie'

/** The frame a request came from: the key it signed with, and the ids the database keeps. */
export type FrameKey = FrameBinding & { publicKey: string }

const verified = new WeakMap<Request, FrameKey>()

/** The bearer token of the request, if any. */
export function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization')
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined
}

/**
 * Checks the frame's signature of a request that names a frame key: a request signed by a key
 * is that frame's; a wrong signature is refused outright. Requests naming no key pass unsigned
 * and can reach no session (see `requireFrame`).
 */
export function verifyFrameCredential(): MiddlewareHandler {
  return async (c, next) => {
    const publicKey = c.req.header(FRAME_KEY_HEADER)
    if (publicKey) {
      const url = new URL(c.req.url)
      const text = await requestProofText({
        method: c.req.method,
        path: url.pathname + url.search,
        body: c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text(),
        token: bearer(c) ?? '',
      })
      if (!(await verifyFrameProof(publicKey, text, c.req.header(FRAME_PROOF_HEADER) ?? ''))) {
        throw new SecureSiteError('UNAUTHORIZED', 'Invalid frame credential')
      }
      const cookie = readDeviceCookie(c)
      verified.set(c.req.raw, {
        publicKey,
        keyId: await frameKeyId(publicKey),
        cookieId: cookie ? await sha256Hex(`w3m-device:${cookie}`) : null,
      })
    }
    await next()
  }
}

/** The frame key that signed this request, or undefined. */
export function frameOf(c: Context): FrameKey | undefined {
  return verified.get(c.req.raw)
}

/** The frame key that signed this request; a request from anywhere else is a 401. */
export function requireFrame(c: Context): FrameKey {
  const frame = frameOf(c)
  if (!frame) throw new SecureSiteError('UNAUTHORIZED', 'Requests must come from the secure frame')
  return frame
}
