import { subscribe } from 'valtio/vanilla'
import { copyConnections } from '../actions/connectionCopy'
import { closeModal, openModal, type ViewArgs } from '../actions/router'
import type { SignMessageOptions, SignMessageResult } from '../actions/signMessage'
import { type Core, createCore, type ModalEvent } from '../core/createCore'
import type { SiwxHostSession } from '../stores/createAuthStore'
import type { Connection } from '../stores/createConnectionsStore'
import type { ViewName } from '../stores/viewParams'
import { currentPlatform } from '../utils/platform'
import { type ModalOptions, resolveOptions } from '../utils/resolveOptions'
import { startModalCore } from './startModalCore'

/** What a host can read at any time. */
export type ModalStateSnapshot = {
  open: boolean
  view: ViewName
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
  address: string | undefined
  /** The EVM chain id the wallet reports (undefined on Solana). */
  chainId: number | undefined
  /** The namespace in use: one at a time. */
  activeNamespace: 'eip155' | 'solana'
  /** `namespace:reference:address` of the connected account. */
  caipAddress: string | undefined
  /** Per namespace: the networks requested (CAIP-2 ids), those the wallet approved, the active one. */
  chains: Array<{
    namespace: 'eip155' | 'solana'
    requestedNetworks: string[]
    approvedNetworkIds: Array<number | string>
    activeNetwork: string | undefined
  }>
  /** The sign-in session of the session service, with the email DataCapture confirmed. */
  session: SiwxHostSession | undefined
  /** Every live connection, per namespace; `active` marks the one in use (docs/behaviour.md#connections). */
  connections: Connection[]
  /**
   * The last connect's failure in the modal's words, until the next connect starts: 'Modal closed'
   * when the visitor closed the modal mid-connection or mid-pairing (docs/behaviour.md#errors).
   */
  error: string | undefined
}

/** The API `createModal` returns. */
export type Modal = {
  /** Opens on Account or Connect (docs/behaviour.md#views), or on the view named. */
  open<V extends ViewName>(...args: ViewArgs<V> | []): void
  close(): void
  getState(): ModalStateSnapshot
  /** Calls `listener` on every state change; returns the unsubscribe. */
  subscribe(listener: (state: ModalStateSnapshot) => void): () => void
  /** Calls `listener` for each host event (open, close, connect, ...); returns the unsubscribe. */
  on(listener: (event: ModalEvent) => void): () => void
  setThemeMode(mode: 'light' | 'dark' | 'system'): void
  /** Starts the browser side (wagmi, watchers, fetches); each start needs its stop. Idempotent per caller. */
  start(): () => void
  /**
   * Has the connected wallet sign a message (text or bytes) on the active namespace:
   * `personal_sign` on EVM, `solana:signMessage` on Solana. Loads its code on first call.
   * `options.namespace` names the namespace meant: another than the connected one warns APKTW001.
   */
  signMessage(
    message: string | Uint8Array,
    options?: SignMessageOptions,
  ): Promise<SignMessageResult>
}

// The core stays off the public type: hosts use the methods above, the package's own entries
// (the element, the React provider) reach the stores through `coreOf`. A registered symbol, so
// the benchmark's page script (packages/modal/bench/probe.ts) can reach the stores too.
const CORE = Symbol.for('w3m.core')

/** The core behind a modal made by `createModal` (inside the package only). */
export function coreOf(modal: Modal): Core {
  return (modal as Modal & { [CORE]: Core })[CORE]
}

/** Creates a modal: validates the options (APKT008 without a projectId), builds stores; touches no browser API until `start`. */
export function createModal(options: ModalOptions): Modal {
  const core = createCore(resolveOptions(options), currentPlatform(), options.wagmiConfig)
  const { stores } = core
  let starts = 0
  let stop: (() => void) | undefined
  const getState = (): ModalStateSnapshot => ({
    open: stores.modal.open,
    view: stores.router.current.view,
    status: stores.account.status,
    address: stores.account.address,
    chainId: stores.chain.walletChainId,
    activeNamespace: stores.chain.activeNamespace,
    caipAddress: stores.account.caipAddress,
    chains: Object.values(stores.chain.namespaces).map((state) => ({
      namespace: state.namespace,
      requestedNetworks: state.requestedNetworks.map((network) => network.caipNetworkId),
      approvedNetworkIds: [...state.approvedNetworkIds],
      activeNetwork: state.activeNetwork?.caipNetworkId,
    })),
    session: stores.auth.siwxSession ? { ...stores.auth.siwxSession } : undefined,
    connections: copyConnections(stores.connections.connections),
    error: stores.connections.connectError,
  })
  const modal: Modal & { [CORE]: Core } = {
    [CORE]: core,
    open: (...args) => openModal(stores, ...(args as [])),
    close: () => closeModal(stores),
    getState,
    subscribe(listener) {
      const stops = [
        stores.modal,
        stores.router,
        stores.account,
        stores.chain,
        stores.auth,
        stores.connections,
      ].map((store) => subscribe(store, () => listener(getState())))
      return () => {
        for (const unsubscribe of stops) unsubscribe()
      }
    },
    on(listener) {
      core.listeners.add(listener)
      return () => core.listeners.delete(listener)
    },
    setThemeMode(mode) {
      stores.options.themeMode = mode
    },
    signMessage: (message, options) =>
      import('../actions/signMessage').then((module) =>
        module.signMessage(core, { ...options, message }),
      ),
    start() {
      starts++
      if (starts === 1) stop = startModalCore(core)
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        starts--
        if (starts === 0) stop?.()
      }
    },
  }
  return modal
}
