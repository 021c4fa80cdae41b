import type { GetConnectionReturnType } from '@wagmi/core'
import { subscribe } from 'valtio/vanilla'
import { ensureEvm, hasStoredConnection } from '../actions/ensureEvm'
import { fetchProject } from '../actions/fetchProject'
import { fetchConnectWallets } from '../actions/fetchWallets'
import { hasAuthSession, loadAuthConnector } from '../actions/loadAuthConnector'
import { hasWalletConnectSession, loadWalletConnect } from '../actions/loadWalletConnect'
import { AUTH_SOLANA_NETWORK_KEY, storedSolanaWallet } from '../actions/storedSolanaWallet'
import { syncConnection, syncConnectionList, syncConnectors } from '../actions/syncConnection'
import { watchAnnouncedWallets } from '../actions/watchAnnouncedWallets'
import { watchSiwx } from '../actions/watchSiwx'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import { WALLET_CONNECT_SOLANA_NAME } from '../connectors/walletConnect/solanaWalletName'
import type { Core } from '../core/createCore'
import { afterConnectSettles } from '../utils/afterConnectSettles'
import { afterPaint } from '../utils/afterPaint'
import { readChosenAccounts } from '../utils/chosenAccounts'
import { attachBrowserStorage } from '../utils/recentWallets'

/** Binds wagmi's watchers to the stores; the first bind of a core also restores the last session. */
export function bindEvm(core: Core, evm: EvmAdapter): () => void {
  // A restart (element moved in the DOM) must not announce the same connection again.
  let previous: GetConnectionReturnType | undefined = core.reconnected
    ? evm.getConnection()
    : undefined
  const onConnection = (connection: GetConnectionReturnType) => {
    syncConnection(core, { connection, previous })
    previous = connection
  }
  onConnection(evm.getConnection())
  syncConnectors(core, { connectors: evm.connectors() })
  const stops = [
    evm.watchConnection(onConnection),
    evm.watchConnectors(() => syncConnectors(core, { connectors: evm.connectors() })),
    // A connection kept beside the current one may come or go without the current one changing.
    evm.watchConnections(() => syncConnectionList(core, evm.getConnection())),
  ]
  if (!core.reconnected) {
    core.reconnected = true
    // A WalletConnect or email/social session from the last visit needs its connector before
    // reconnect looks for it (the auth one only when the stored login flag says so).
    const ready = Promise.all([
      hasWalletConnectSession(core.storage) ? loadWalletConnect(core).catch(() => undefined) : null,
      hasAuthSession(core.storage) ? loadAuthConnector(core).catch(() => undefined) : null,
    ])
    void ready
      .then(() => evm.reconnect())
      .then(() => {
        // An email or social login left on Solana goes back there (its code loads only then).
        if (core.storage?.getItem(AUTH_SOLANA_NETWORK_KEY))
          void import('../actions/connectAuthSolana').then((m) => m.restoreAuthSolana(core))
      })
      .catch(() => undefined)
  }
  return () => {
    for (const stop of stops) stop()
  }
}

/** `light`: started by `startModalCore`, which already watches the announced wallets and emits open and close. */
export type StartCoreOptions = { light?: boolean }

/** What `startCore` returns: the stop, with `startEvm` (loads wagmi now and binds its watchers). */
export type CoreStop = (() => void) & { startEvm(): void }

/**
 * Starts a core in the browser: open/close events, and wagmi with its watchers — at once when a
 * session is to be restored (or the host brought its own wagmi config), else after the first
 * open, once Connect has its wallets and the page is idle, or sooner when the visitor leaves
 * Connect (or when the headless entry connects: `startEvm`). The explorer's wallets and the
 * project's plan load on the first open. Returns a stop.
 */
export function startCore(core: Core, { light = false }: StartCoreOptions = {}): CoreStop {
  const { stores } = core
  attachBrowserStorage(core)
  // Before the first sync, so a restored connection acts with the account chosen last time.
  stores.connections.chosenAccounts = readChosenAccounts(core.storage)
  let stopped = false
  let unbind: (() => void) | undefined
  const startEvm = () => {
    void ensureEvm(core).then((evm) => {
      if (!stopped && !unbind) unbind = bindEvm(core, evm)
    })
  }
  // Connect's fetches wait for the frame that paints an open made while this module runs (started
  // in the click, they were measured to delay that paint); an open made before it came (this
  // chunk loads with the first open) has its frame already scheduled, and they start at once.
  // wagmi and viem (the largest chunks, and the most work to evaluate) wait until Connect is
  // complete, so they never delay it.
  let cancelIdle: (() => void) | undefined
  const onFirstOpen = (now = false) =>
    (now ? (run: () => void) => run() : afterPaint)(() => {
      if (stopped) return
      // Solana wallets are looked for only by a modal that has a Solana network.
      if (stores.options.solanaNetworks.length > 0)
        void import('../actions/ensureSolana')
          .then(({ ensureSolana }) => ensureSolana(core))
          .catch(() => undefined)
      if (core.fetched) {
        if (stores.options.networks.length > 0) startEvm()
        return
      }
      core.fetched = true
      let listed = () => {}
      // Connect's wallets first: each request's start holds the main thread for a while, and
      // Connect is complete only once their answer (and its images) are in.
      void fetchConnectWallets(core).finally(() => {
        if (stopped) return
        cancelIdle = afterConnectSettles(() => {
          listed()
          if (stores.options.networks.length > 0) startEvm()
        })
      })
      void fetchProject(core, { later: new Promise<void>((resolve) => (listed = resolve)) })
    })
  // Any view past Connect may need wagmi at once.
  const stopRouter = subscribe(stores.router, () => {
    if (stores.router.current.view !== 'Connect' && stores.options.networks.length > 0) startEvm()
  })
  const stopAnnounced = light ? () => {} : watchAnnouncedWallets(core)
  if (
    core.evm ||
    core.wagmiConfig ||
    hasStoredConnection(core.storage) ||
    hasAuthSession(core.storage)
  )
    startEvm()
  const solanaWallet =
    stores.options.solanaNetworks.length > 0 ? storedSolanaWallet(core.storage) : undefined
  // WalletConnect's Solana side is no page wallet: it joins the adapter before the restore.
  // Solana's actions load on demand, only for a Solana connection to restore.
  const restoreSolana = () =>
    import('../actions/connectSolana').then(({ restoreSolana }) => restoreSolana(core))
  if (solanaWallet === WALLET_CONNECT_SOLANA_NAME)
    void import('../actions/walletConnectSolana')
      .then(({ ensureWalletConnectSolana }) => ensureWalletConnectSolana(core))
      .then(restoreSolana)
      .catch(() => undefined)
  else if (solanaWallet) void restoreSolana().catch(() => undefined)
  if (stores.modal.open) onFirstOpen(true)
  const stopSiwx = watchSiwx(core)
  let wasOpen = stores.modal.open
  const stopModal = subscribe(stores.modal, () => {
    if (stores.modal.open === wasOpen) return
    wasOpen = stores.modal.open
    if (wasOpen) onFirstOpen()
    if (light) return
    core.emit(
      wasOpen
        ? { type: 'open', detail: { view: stores.router.current.view } }
        : { type: 'close', detail: {} },
    )
  })
  const stop = () => {
    stopped = true
    stopAnnounced()
    stopModal()
    stopRouter()
    cancelIdle?.()
    stopSiwx()
    unbind?.()
  }
  return Object.assign(stop, { startEvm })
}
