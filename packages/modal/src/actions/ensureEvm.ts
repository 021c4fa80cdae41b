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

export { hasStoredConnection } from './storedConnection'
