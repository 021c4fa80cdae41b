import { subscribe } from 'valtio/vanilla'
import type { Core } from '../core/createCore'
import { openModal } from './router'
import { findSiwxSession, publishSiwxSession } from './siwxSessions'

/** A kept session with the service's token: the host gets it back from the service (reload). */
function restoreSession(
  core: Core,
  url: string,
  token: string,
  key: string,
  current: () => string | undefined,
) {
  void import('../clients/siwxSessionClient')
    .then(({ createSiwxSessionClient }) =>
      createSiwxSessionClient(url, core.stores.options.projectId, core.fetch).me(token),
    )
    .then((session) => {
      if (current() !== key) return
      publishSiwxSession(core, session)
      // A host that requires the email gets DataCapture back until it is confirmed
      // (docs/behaviour.md#datacapture), as before the reload.
      if (core.stores.options.siwx?.captureEmail === 'required' && !session.email) {
        Object.assign(core.stores.auth.dataCapture, { step: 'enterEmail', error: undefined })
        openModal(core.stores, 'DataCapture')
      }
    })
    // A session the service no longer knows stays unpublished; the host sees none.
    .catch(() => undefined)
}

/**
 * With `siwx` configured, every new connection without a session for its chain and address gets
 * SIWXSignMessage. Returns the unsubscribe.
 */
export function watchSiwx(core: Core): () => void {
  const { stores } = core
  if (!stores.options.siwx) return () => {}
  let last: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    const { status, address } = stores.account
    const chainId = stores.chain.walletChainId
    const key = status === 'connected' && address ? `${chainId}:${address}` : undefined
    if (key === last) return
    last = key
    // Another account (or none): the session shown to the host was the previous one's.
    if (stores.auth.siwxSession) stores.auth.siwxSession = undefined
    if (!key) return
    const stored = findSiwxSession(core.storage, address, chainId)
    const sessionUrl = stores.options.siwx?.sessionUrl
    if (stored?.token && sessionUrl) restoreSession(core, sessionUrl, stored.token, key, () => last)
    if (stored) return
    // After the connect flow's own routing (to Account, or closing) has run.
    clearTimeout(timer)
    timer = setTimeout(() => openModal(stores, 'SIWXSignMessage'), 0)
  }
  const stops = [subscribe(stores.account, check), subscribe(stores.chain, check)]
  check()
  return () => {
    clearTimeout(timer)
    for (const stop of stops) stop()
  }
}
