import type { Core } from '../core/createCore'
import { DisconnectFailedError } from '../errors/errors'
import { closeModal } from './router'
import { showErrorToast } from './toast'

/** Disconnects the wallet; the account watcher then clears the account and the modal shows Connect. */
export async function disconnectWallet(core: Core): Promise<boolean> {
  if (core.stores.chain.activeNamespace === 'solana')
    return core.authSolana
      ? (await import('./connectAuthSolana')).disconnectAuthSolana(core)
      : (await import('./connectSolana')).disconnectSolana(core)
  try {
    await core.evm?.disconnect()
    core.stores.connections.activeConnectorId = undefined
    closeModal(core.stores)
    return true
  } catch (cause) {
    showErrorToast(core.stores, new DisconnectFailedError({ cause }))
    return false
  }
}
