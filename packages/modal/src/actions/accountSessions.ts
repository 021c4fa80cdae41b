import { signMessage } from '@wagmi/core'
import type { Core } from '../core/createCore'
import { isUserRejection } from '../errors/providerError'
import {
  type AccountSession,
  createSessionsStore,
  type SessionsStore,
} from '../stores/createSessionsStore'
import { requireEvm } from './estimateSendFee'

/** The words of the Sessions section (docs/behaviour.md#sessions). */
export const SESSIONS_WORDS = {
  load: 'Could not load sessions',
  revoke: 'Could not revoke the session',
} as const

/** The Sessions state of one modal core (`Core.accountSessions`), made on first use. */
export function sessionsStoreOf(core: Core): SessionsStore {
  core.accountSessions ??= createSessionsStore()
  return core.accountSessions
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
export async function revokeSession(
  core: Core,
  { pci }: { pci: string },
): Promise<RevokeSessionResult> {
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
