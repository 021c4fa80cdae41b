import type { Core } from '../core/createCore'
import {
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
} from '../errors/errors'
import { isUserRejection } from '../errors/providerError'
import { addRecentWallet, writeRecentWallets } from '../utils/recentWallets'
import { finishConnect } from './connectionList'
import { ensureEvm } from './ensureEvm'
import { showErrorToast } from './toast'

/** Parameters of connectExternal. */
export type ConnectExternalParameters = { connectorId: string; walletId?: string | undefined }
/** Errors connectExternal reports (through the toast store and `connections.connectError`). */
export type ConnectExternalErrorType =
  | ConnectionRejectedError
  | ConnectFailedError
  | ConnectorNotFoundError
/** True when connected. */
export type ConnectExternalReturnType = boolean

/**
 * Connects a wallet in the page (EIP-6963 or window.ethereum). On success the modal closes and
 * the wallet joins the recent list; on failure the toast says 'Connection rejected' (4001) or
 * 'Failed to connect', and ConnectingExternal offers a retry.
 */
export async function connectExternal(
  core: Core,
  parameters: ConnectExternalParameters,
): Promise<ConnectExternalReturnType> {
  const { stores } = core
  stores.connections.connectError = undefined
  const previousStatus = stores.account.status
  stores.account.status = 'connecting'
  try {
    const evm = await ensureEvm(core)
    // A wallet already connected beside the current one (chosen again under "Add wallet") becomes
    // the current one; wagmi would refuse to connect it twice.
    if (
      stores.connections.connections.some((entry) => entry.connectorId === parameters.connectorId)
    )
      await evm.switchConnection(parameters.connectorId)
    // No chain forced here: a wallet on an unconfigured chain must surface as UnsupportedChain.
    else await evm.connect(parameters.connectorId)
    stores.connections.activeConnectorId = parameters.connectorId
    const wallet = [
      ...stores.wallets.recommended,
      ...stores.wallets.featured,
      ...stores.wallets.wallets,
      ...stores.connections.recentWallets,
    ].find(
      (entry) =>
        entry.id === parameters.walletId || (entry.rdns && entry.rdns === parameters.connectorId),
    )
    if (wallet) {
      stores.connections.recentWallets = addRecentWallet(stores.connections.recentWallets, wallet)
      writeRecentWallets(core.storage, stores.connections.recentWallets)
    }
    if (stores.router.current.view !== 'UnsupportedChain') finishConnect(stores)
    return true
  } catch (cause) {
    stores.account.status = previousStatus === 'connecting' ? 'disconnected' : previousStatus
    const error =
      cause instanceof Error && cause.name === 'ConnectorNotFoundError'
        ? new ConnectorNotFoundError({ cause })
        : isUserRejection(cause)
          ? new ConnectionRejectedError({ cause })
          : new ConnectFailedError({ cause })
    stores.connections.connectError = error.shortMessage
    showErrorToast(stores, error)
    return false
  }
}
