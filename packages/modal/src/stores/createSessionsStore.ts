import type { Session } from '@w3m/api-schemas'
import { proxy } from 'valtio/vanilla'

/** A session granted to the connected account (docs/behaviour.md#sessions). */
export type AccountSession = Session

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

/** A fresh Sessions store: nothing loaded. */
export function createSessionsStore() {
  return proxy<SessionsState>({
    status: 'idle',
    sessions: [],
    address: undefined,
    error: undefined,
    revoking: undefined,
    revokeError: undefined,
  })
}

/** The Sessions store type. */
export type SessionsStore = ReturnType<typeof createSessionsStore>
