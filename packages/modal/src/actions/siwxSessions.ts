import type { Core } from '../core/createCore'
import type { SiwxHostSession } from '../stores/createAuthStore'

/** Where this modal keeps its sign-in-with-X sessions (one per chain and address). */
const SIWX_SESSIONS_KEY = 'w3m:siwx-sessions'

/**
 * A signed SIWX message (docs/behaviour.md#state: data, message, signature); with a session
 * service, also the service's bearer token (docs/wire.md#sign-in-sessions).
 */
export type SiwxSession = {
  data: { chainId: number; address: string; domain: string; nonce: string; issuedAt: string }
  message: string
  signature: string
  token?: string
}

/** The stored sessions; anything malformed reads as none. */
export function readSiwxSessions(storage: Storage | undefined): SiwxSession[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SIWX_SESSIONS_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is SiwxSession =>
            typeof entry?.signature === 'string' &&
            typeof entry?.data?.address === 'string' &&
            typeof entry?.data?.chainId === 'number',
        )
      : []
  } catch {
    return []
  }
}

/** The session for `address` on `chainId`, if one is stored. */
export function findSiwxSession(
  storage: Storage | undefined,
  address: string | undefined,
  chainId: number | undefined,
): SiwxSession | undefined {
  if (!address || chainId === undefined) return undefined
  return readSiwxSessions(storage).find(
    (session) =>
      session.data.chainId === chainId &&
      session.data.address.toLowerCase() === address.toLowerCase(),
  )
}

/** Whether a session exists for `address` on `chainId`. */
export function hasSiwxSession(
  storage: Storage | undefined,
  address: string | undefined,
  chainId: number | undefined,
): boolean {
  return findSiwxSession(storage, address, chainId) !== undefined
}

/** Stores `session`, replacing one for the same chain and address; throws when storage refuses. */
export function writeSiwxSession(storage: Storage | undefined, session: SiwxSession): void {
  if (!storage) throw new Error('no storage for the sign-in session')
  const others = readSiwxSessions(storage).filter(
    (entry) =>
      entry.data.chainId !== session.data.chainId ||
      entry.data.address.toLowerCase() !== session.data.address.toLowerCase(),
  )
  storage.setItem(SIWX_SESSIONS_KEY, JSON.stringify([...others, session]))
}

/** An EIP-4361 message for `address` on `chainId`. */
export function createSiwxMessage(parameters: {
  domain: string
  uri: string
  address: string
  chainId: number
  statement: string
  nonce: string
  issuedAt: string
}): string {
  const { domain, uri, address, chainId, statement, nonce, issuedAt } = parameters
  return [
    `${domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    statement,
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ].join('\n')
}

/** The host sees the service's session (getState().session, `w3m:session`). */
export function publishSiwxSession(core: Core, session: SiwxHostSession): void {
  const detail = { address: session.address, chainId: session.chainId, email: session.email }
  core.stores.auth.siwxSession = detail
  core.emit({ type: 'session', detail })
}
