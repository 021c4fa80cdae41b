import type { Core } from '../core/createCore'
import { DisconnectFailedError } from '../errors/errors'
import { closeModal } from './router'
import { showErrorToast } from './toast'

/**
 * Disconnects the wallet (every EVM connection, when several are live: docs/behaviour.md#connections);
 * the account watcher then clears the account and the modal shows Connect.
 */
export async function disconnectWallet(core: Core): Promise<boolean> {
  if (core.stores.chain.activeNamespace === 'solana')
    return core.authSolana
      ? (await import('./connectAuthSolana')).disconnectAuthSolana(core)
      : (await import('./connectSolana')).disconnectSolana(core)
  try {
    const evm = core.evm
    const others = core.stores.connections.connections.filter(
      (entry) => (entry.namespace ?? 'eip155') === 'eip155' && !entry.active,
    )
    core.leaving ??= new Set()
    for (const entry of others) {
      core.leaving.add(entry.connectorId)
      await evm?.disconnect(entry.connectorId)
    }
    await evm?.disconnect()
    core.stores.connections.activeConnectorId = undefined
    closeModal(core.stores)
    return true
  } catch (cause) {
    showErrorToast(core.stores, new DisconnectFailedError({ cause }))
    return false
  }
}
