import type { Session } from '@w3m/api-schemas'
import { signMessage } from '@wagmi/core'
import { proxy } from 'valtio/vanilla'
import type { Core } from '../core/createCore'
import { isUserRejection } from '../errors/providerError'
import { requireEvm } from './estimateSendFee'

/** A session granted to the connected account (docs/behaviour.md#sessions). */
export type AccountSession = Session

/** The words of the Sessions section (docs/behaviour.md#sessions). */
export const SESSIONS_WORDS = {
  load: 'Could not load sessions',
  revoke: 'Could not revoke the session',
} as const

/** The Sessions section's state; it outlives the view (the approval card replaces the view while the wallet signs). */
export type SessionsState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  sessions: AccountSession[]
  /** The address the list belongs to. */
  address: string | undefined
  /** The load failure, in `SESSIONS_WORDS`. */
  error: string | undefined
  /** The pci being revoked. */
  revoking: string | undefined
  /** The last revoke failure, in `SESSIONS_WORDS`. */
  revokeError: string | undefined
}

const stores = new WeakMap<Core, SessionsState>()

/** The Sessions state of one modal core, made on first use. */
export function sessionsStoreOf(core: Core): SessionsState {
  let store = stores.get(core)
  if (!store) {
    store = proxy<SessionsState>({
      status: 'idle',
      sessions: [],
      address: undefined,
      error: undefined,
      revoking: undefined,
      revokeError: undefined,
    })
    stores.set(core, store)
  }
  return store
}

/** Whether a session still works: not revoked and not past its expiry (seconds). */
export function isSessionActive(session: AccountSession, now = Date.now()): boolean {
  return session.revokedAt === null && session.expiry * 1000 > now
}

/**
 * Loads the connected account's sessions from `/v1/sessions/{address}`, newest first. While a
 * revoke is on its way the list is left alone: the revoke's answer updates it.
 */
export async function loadSessions(core: Core): Promise<void> {
  const store = sessionsStoreOf(core)
  const address = core.stores.account.address
  if (!address || store.revoking !== undefined) return
  if (store.address !== address) store.sessions = []
  Object.assign(store, { address, status: 'loading', error: undefined, revokeError: undefined })
  try {
    const sessions = await core.blockchain.getSessions(address)
    if (store.address !== address) return
    store.sessions = [...sessions].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    store.status = 'ready'
  } catch {
    if (store.address !== address) return
    Object.assign(store, { status: 'error', error: SESSIONS_WORDS.load })
  }
}

/** What a revoke came to. */
export type RevokeSessionResult = 'revoked' | 'rejected' | 'failed'

/**
 * Revokes one session: the wallet signs its pci (personal_sign; the embedded wallet shows its
 * approval card), then `POST /v1/sessions/{address}/revoke`. A refusal in the wallet says nothing.
 */
export async function revokeSession(core: Core, pci: string): Promise<RevokeSessionResult> {
  const store = sessionsStoreOf(core)
  const address = core.stores.account.address as `0x${string}` | undefined
  if (!address || store.revoking !== undefined) return 'failed'
  Object.assign(store, { revoking: pci, revokeError: undefined })
  const failed = (): RevokeSessionResult => {
    store.revokeError = SESSIONS_WORDS.revoke
    return 'failed'
  }
  try {
    let signature: `0x${string}`
    try {
      signature = await signMessage(requireEvm(core).config, { account: address, message: pci })
    } catch (cause) {
      return isUserRejection(cause) ? 'rejected' : failed()
    }
    const revoked = await core.blockchain
      .revokeSession(address, { pci, signature })
      .catch(() => null)
    if (!revoked) return failed()
    store.sessions = store.sessions.map((entry) => (entry.pci === pci ? revoked : entry))
    return 'revoked'
  } finally {
    store.revoking = undefined
  }
}
