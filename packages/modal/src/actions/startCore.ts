import type { GetConnectionReturnType } from '@wagmi/core'
import { subscribe } from 'valtio/vanilla'
import { createEvmAdapter } from '../connectors/createEvmAdapter'
import { readRecentWallets } from '../utils/recentWallets'
import type { Core } from './createCore'
import { fetchProject } from './fetchProject'
import { fetchConnectWallets } from './fetchWallets'
import { syncConnection, syncConnectors } from './syncConnection'

/**
 * Starts a core in the browser: the EVM adapter (once), watchers feeding the stores, open/close
 * events, reconnect of the last session, the project's plan and Connect's wallets. Returns a stop.
 */
export function startCore(core: Core, wagmiConfig?: unknown): () => void {
  const { stores } = core
  const firstStart = !core.evm
  if (!core.evm) {
    core.storage = typeof localStorage === 'undefined' ? undefined : localStorage
    core.evm = createEvmAdapter({
      networks: stores.options.networks,
      rpcUrls: stores.options.rpcUrls,
      wagmiConfig: wagmiConfig as Parameters<typeof createEvmAdapter>[0]['wagmiConfig'],
    })
    stores.connections.recentWallets = readRecentWallets(core.storage)
  }
  const evm = core.evm
  // A restart (element moved in the DOM) must not announce the same connection again.
  let previous: GetConnectionReturnType | undefined = firstStart ? undefined : evm.getConnection()
  const onConnection = (connection: GetConnectionReturnType) => {
    syncConnection(core, connection, previous)
    previous = connection
  }
  onConnection(evm.getConnection())
  syncConnectors(core, evm.connectors())
  let wasOpen = stores.modal.open
  const stops = [
    evm.watchConnection(onConnection),
    evm.watchConnectors(() => syncConnectors(core, evm.connectors())),
    subscribe(stores.modal, () => {
      if (stores.modal.open === wasOpen) return
      wasOpen = stores.modal.open
      core.emit(
        wasOpen
          ? { type: 'open', detail: { view: stores.router.current.view } }
          : { type: 'close', detail: {} },
      )
    }),
  ]
  if (firstStart) {
    void evm.reconnect()
    void fetchProject(core)
    void fetchConnectWallets(core)
  }
  return () => {
    for (const stop of stops) stop()
  }
}
