import { ConnectFailedError } from '../../errors/errors'
import { uriExpiry } from './sessionNamespaces'
import type { ProposalNamespaces, SignClientLike, WcSession } from './signClientTypes'

/** A pairing URI on screen and the time (ms since epoch) it stops working. */
export type PairingUri = { uri: string; expiresAt: number }

export type StartPairingParameters = {
  client: SignClientLike
  /** The proposal's namespaces (docs/wire.md#walletconnect-solana). */
  namespaces: ProposalNamespaces
  /** Namespaces the session must include; the SDK sends them as optional ones. */
  requiredNamespaces?: ProposalNamespaces | undefined
  onUri(pairing: PairingUri): void
  /** A fresh URI replaces the one on screen this long before it expires. */
  refreshMarginMs: number
  /** Asked when a URI nears expiry: refresh only while someone shows it (else it just expires). */
  shouldRefresh?: () => boolean
  now?: () => number
}

/** Proposals live 5 minutes in the SDK; a URI without an expiry is treated the same. */
const DEFAULT_URI_LIFETIME_MS = 5 * 60_000

/**
 * Proposes a session and waits for the wallet. While waiting, the URI is replaced by a fresh one
 * before it expires (and on `refresh()`); whichever proposal the wallet approves wins, and only
 * the newest one's refusal or failure ends the wait.
 */
export function startPairing(parameters: StartPairingParameters) {
  const now = parameters.now ?? Date.now
  let attempt = 0
  let settled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let resolveSession!: (session: WcSession) => void
  let rejectSession!: (error: unknown) => void
  const session = new Promise<WcSession>((resolve, reject) => {
    resolveSession = resolve
    rejectSession = reject
  })

  const settle = (action: () => void) => {
    if (settled) return
    settled = true
    clearTimeout(timer)
    action()
  }

  async function open(): Promise<void> {
    const mine = ++attempt
    clearTimeout(timer)
    const { uri, approval } = await parameters.client.connect({
      optionalNamespaces: parameters.namespaces,
      ...(parameters.requiredNamespaces
        ? { requiredNamespaces: parameters.requiredNamespaces }
        : {}),
    })
    if (settled) return
    if (!uri) throw new ConnectFailedError({ details: 'The SDK returned no pairing URI' })
    const expiresAt = uriExpiry(uri, now() + DEFAULT_URI_LIFETIME_MS)
    parameters.onUri({ uri, expiresAt })
    const refreshIn = Math.max(expiresAt - parameters.refreshMarginMs - now(), 1_000)
    timer = setTimeout(() => {
      if (parameters.shouldRefresh?.() ?? true) void refresh()
    }, refreshIn)
    approval().then(
      (approved) => settle(() => resolveSession(approved)),
      (error: unknown) => {
        if (mine === attempt) settle(() => rejectSession(error))
      },
    )
  }

  function refresh(): Promise<void> {
    if (settled) return Promise.resolve()
    return open().catch((error: unknown) => settle(() => rejectSession(error)))
  }

  void refresh()
  return {
    /** Settles with the approved session, or the wallet's refusal, or the failure to propose. */
    session,
    /** Proposes again and shows the new URI; the older proposals stay valid until they expire. */
    refresh,
    /** Stops waiting (the modal closed): the session promise rejects. */
    cancel: () =>
      settle(() => rejectSession(new ConnectFailedError({ details: 'Pairing cancelled' }))),
  }
}

export type Pairing = ReturnType<typeof startPairing>
