import type { Core } from '../core/createCore'
import {
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  ModalClosedError,
} from '../errors/errors'
import { isUserRejection } from '../errors/providerError'
import { addRecentWallet, writeRecentWallets } from '../utils/recentWallets'
import { finishConnect } from './connectionList'
import { ensureEvm } from './ensureEvm'
import { showErrorToast } from './toast'
import { whenModalCloses } from './whenModalCloses'

/** Parameters of connectExternal. */
export type ConnectExternalParameters = { connectorId: string; walletId?: string | undefined }
/** Errors connectExternal reports (through the toast store and `connections.connectError`). */
export type ConnectExternalErrorType =
  | ConnectionRejectedError
  | ConnectFailedError
  | ConnectorNotFoundError
  | ModalClosedError
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
  // Closing the modal mid-pairing or mid-connection rejects with 'Modal closed'.
  const closed = whenModalCloses(stores)
  try {
    const evm = await ensureEvm(core)
    // A wallet already connected beside the current one (chosen again under "Add wallet") becomes
    // the current one; wagmi would refuse to connect it twice.
    if (
      stores.connections.connections.some((entry) => entry.connectorId === parameters.connectorId)
    )
      await evm.switchConnection(parameters.connectorId)
    // No chain forced here: a wallet on an unconfigured chain must surface as UnsupportedChain.
    else await Promise.race([evm.connect(parameters.connectorId), closed.promise])
    closed.stop()
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
    closed.stop()
    stores.account.status = previousStatus === 'connecting' ? 'disconnected' : previousStatus
    if (cause instanceof ModalClosedError) {
      // The visitor left: no toast; a pairing still waiting is cancelled (a late approval is ignored).
      stores.connections.connectError = cause.shortMessage
      void ensureEvm(core).then((evm) => evm.cancelConnect?.(parameters.connectorId))
      return false
    }
    const error =
      cause instanceof ConnectorNotFoundError
        ? new ConnectorNotFoundError({ cause })
        : isUserRejection(cause)
          ? new ConnectionRejectedError({ cause })
          : new ConnectFailedError({ cause })
    stores.connections.connectError = error.shortMessage
    showErrorToast(stores, error)
    return false
  }
}
