import { z } from 'zod'

const JWT_HEADER = z.object({ alg: z.string(), typ: z.string().optional() })
// The SDK signs {iss: did:key of the client, sub, aud: relay URL, iat, exp} with its ed25519 key.
const JWT_PAYLOAD = z.object({
  iss: z.string().startsWith('did:key:'),
  sub: z.string().optional(),
  aud: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
})

export type RelayAuth = { clientId: string; projectId: string | undefined }

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * Reads the connect URL `/?auth=<JWT>&projectId=…&ua=…`. The JWT must be well formed and
 * unexpired; its signature is not checked (loopback only), but its issuer names the client.
 */
export function readRelayAuth(
  url: string | undefined,
  now: () => number = Date.now,
): RelayAuth | { error: string } {
  const params = new URL(url ?? '/', 'ws://relay.invalid').searchParams
  const token = params.get('auth')
  if (!token) return { error: 'missing auth' }
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature || token.split('.').length !== 3) {
    return { error: 'malformed auth' }
  }
  const parsedHeader = JWT_HEADER.safeParse(decodePart(header))
  const parsedPayload = JWT_PAYLOAD.safeParse(decodePart(payload))
  if (!parsedHeader.success || !parsedPayload.success) return { error: 'malformed auth' }
  const { exp, iss } = parsedPayload.data
  if (exp !== undefined && exp * 1000 < now()) return { error: 'expired auth' }
  return { clientId: iss, projectId: params.get('projectId') ?? undefined }
}
