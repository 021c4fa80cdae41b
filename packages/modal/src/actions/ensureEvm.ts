import type { EvmAdapter } from '../connectors/createEvmAdapter'
import type { Core } from '../core/createCore'

/**
 * The core's EVM adapter, loading @wagmi/core and viem on first use: a first-time visitor
 * fetches them only after opening the modal, which keeps them out of the first-load budget.
 */
export function ensureEvm(core: Core): Promise<EvmAdapter> {
  if (core.evm) return Promise.resolve(core.evm)
  let pending = core.evmLoading
  if (!pending) {
    pending = import('../connectors/createEvmAdapter').then(({ createEvmAdapter }) => {
      core.evm ??= createEvmAdapter({
        networks: core.stores.options.networks,
        rpcUrls: core.stores.options.rpcUrls,
        wagmiConfig: core.wagmiConfig as Parameters<typeof createEvmAdapter>[0]['wagmiConfig'],
      })
      return core.evm
    })
    pending.catch(() => {
      core.evmLoading = undefined
    })
    core.evmLoading = pending
  }
  return pending
}

/** wagmi's persisted store key with the modal's prefix. */
const WAGMI_STORE_KEY = 'w3m.wagmi.store'

/** Whether the last visit left a connection to restore (so wagmi must load with the page). */
export function hasStoredConnection(storage: Storage | undefined): boolean {
  try {
    const raw = storage?.getItem(WAGMI_STORE_KEY)
    if (!raw) return false
    const connections = (JSON.parse(raw) as { state?: { connections?: { value?: unknown[] } } })
      .state?.connections?.value
    return Array.isArray(connections) && connections.length > 0
  } catch {
    return false
  }
}
