import type { Core } from '../core/createCore'
import { DisconnectFailedError, SwitchConnectionFailedError } from '../errors/errors'
import { namespaceOf } from './connectionList'
import { disconnectSolana } from './connectSolana'
import { closeModal, pushView } from './router'
import { showErrorToast } from './toast'

/**
 * Makes another live connection the active one of its namespace (docs/behaviour.md#connections):
 * wagmi re-points the EVM provider at it, and the account watcher then updates Account, balances
 * and activity and tells the host (`w3m:account-change`). False, with an error toast, on failure.
 */
export async function switchConnection(core: Core, connectorId: string): Promise<boolean> {
  const connection = core.stores.connections.connections.find(
    (entry) => entry.connectorId === connectorId,
  )
  if (!connection || connection.active) return Boolean(connection)
  core.stores.connections.manageError = undefined
  try {
    if (namespaceOf(connection) !== 'eip155' || !core.evm)
      throw new Error(`no switch for ${connectorId}`)
    await core.evm.switchConnection(connectorId)
    core.stores.connections.activeConnectorId = connectorId
    return true
  } catch (cause) {
    const error = new SwitchConnectionFailedError({ cause })
    core.stores.connections.manageError = `${error.shortMessage} (${connection.name ?? connectorId})`
    showErrorToast(core.stores, error)
    return false
  }
}

/**
 * Disconnects one connection; the others stay. When it was the active one, wagmi makes another
 * current (the account follows); the last one leaves the visitor disconnected, as Disconnect does.
 */
export async function disconnectConnection(core: Core, connectorId: string): Promise<boolean> {
  const { connections } = core.stores
  const connection = connections.connections.find((entry) => entry.connectorId === connectorId)
  if (!connection) return true
  if (namespaceOf(connection) === 'solana') return disconnectSolana(core)
  connections.manageError = undefined
  core.leaving ??= new Set()
  core.leaving.add(connectorId)
  try {
    await core.evm?.disconnect(connectorId)
    if (connections.connections.length === 0) {
      connections.activeConnectorId = undefined
      closeModal(core.stores)
    }
    return true
  } catch (cause) {
    core.leaving.delete(connectorId)
    const error = new DisconnectFailedError({ cause })
    connections.manageError = `${error.shortMessage} (${connection.name ?? connectorId})`
    showErrorToast(core.stores, error)
    return false
  }
}

/** Disconnects every connection of every namespace; the modal closes. */
export async function disconnectAll(core: Core): Promise<boolean> {
  // The inactive ones first, so that the account changes once: from connected to disconnected.
  const ordered = [...core.stores.connections.connections].sort(
    (a, b) => Number(a.active ?? false) - Number(b.active ?? false),
  )
  let ok = true
  for (const connection of ordered)
    ok = (await disconnectConnection(core, connection.connectorId)) && ok
  if (ok) {
    core.stores.connections.activeConnectorId = undefined
    closeModal(core.stores)
  }
  return ok
}

/** "Add wallet": Connect over ProfileWallets; a connect there returns to ProfileWallets. */
export function addWallet(core: Core): void {
  pushView(core.stores, 'Connect')
}
