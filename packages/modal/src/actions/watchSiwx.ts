import { subscribe } from 'valtio/vanilla'
import type { Core } from '../core/createCore'
import { openModal } from './router'
import { hasSiwxSession } from './siwxSessions'

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
    if (!key || hasSiwxSession(core.storage, address, chainId)) return
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
