import { subscribe } from 'valtio/vanilla'
import { hasAuthSession } from '../actions/authSession'
import { hasStoredConnection } from '../actions/storedConnection'
import { storedSolanaWallet } from '../actions/storedSolanaWallet'
import { watchAnnouncedWallets } from '../actions/watchAnnouncedWallets'
import type { Core } from '../core/createCore'
import { afterPaint } from '../utils/afterPaint'
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
  // The first open's click shows the shell; the chunk is fetched after the frame that paints it
  // (started in the click, the fetch was measured to hold that paint back). A start with
  // something to restore, or with the modal already open, has nothing painted to wait for.
  const loadAfterPaint = () => loading || afterPaint(load)
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
    if (wasOpen) loadAfterPaint()
    core.emit(
      wasOpen
        ? { type: 'open', detail: { view: stores.router.current.view } }
        : { type: 'close', detail: {} },
    )
  })
  const stopRouter = subscribe(stores.router, loadAfterPaint)
  return () => {
    stopped = true
    stopAnnounced()
    stopModal()
    stopRouter()
    stopCore?.()
  }
}
