import { subscribe } from 'valtio/vanilla'
import { hasAuthSession } from '../actions/authSession'
import { hasStoredConnection } from '../actions/storedConnection'
import { storedSolanaWallet } from '../actions/storedSolanaWallet'
import { watchAnnouncedWallets } from '../actions/watchAnnouncedWallets'
import type { Core } from '../core/createCore'
import { attachBrowserStorage } from '../utils/recentWallets'

/**
 * The modal's start as the first load holds it (docs/behaviour.md#first-open): the page's
 * announced wallets, the open and close events, and `startCore` (wagmi's binding, the restore, the
 * explorer's fetches, SIWX) in a chunk of its own — fetched at once when there is something to
 * restore or the host brought wagmi, else on the first open or the first view change. Returns a stop.
 */
export function startModalCore(core: Core): () => void {
  const { stores } = core
  attachBrowserStorage(core)
  let stopped = false
  let stopCore: (() => void) | undefined
  let loading = false
  const load = () => {
    if (loading) return
    loading = true
    import('./startCore').then(
      ({ startCore }) => {
        if (!stopped) stopCore = startCore(core, { light: true })
      },
      (error: unknown) => {
        loading = false
        console.error(error)
      },
    )
  }
  const stopAnnounced = watchAnnouncedWallets(core)
  if (
    core.evm ||
    core.wagmiConfig ||
    hasStoredConnection(core.storage) ||
    hasAuthSession(core.storage) ||
    stores.options.siwx ||
    (stores.options.solanaNetworks.length > 0 && storedSolanaWallet(core.storage)) ||
    stores.modal.open
  )
    load()
  let wasOpen = stores.modal.open
  const stopModal = subscribe(stores.modal, () => {
    if (stores.modal.open === wasOpen) return
    wasOpen = stores.modal.open
    if (wasOpen) load()
    core.emit(
      wasOpen
        ? { type: 'open', detail: { view: stores.router.current.view } }
        : { type: 'close', detail: {} },
    )
  })
  const stopRouter = subscribe(stores.router, load)
  return () => {
    stopped = true
    stopAnnounced()
    stopModal()
    stopRouter()
    stopCore?.()
  }
}
