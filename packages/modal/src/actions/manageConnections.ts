import type { Core } from '../core/createCore'
import { DisconnectFailedError, SwitchConnectionFailedError } from '../errors/errors'
import { writeChosenAccounts } from '../utils/chosenAccounts'
import { isCurrent, namespaceOf } from './connectionList'
import { activateSolana, disconnectSolana, dropSolana } from './connectSolana'
import { closeModal, pushView } from './router'
import { syncConnection } from './syncConnection'
import { showErrorToast } from './toast'

/** Makes EVM the active namespace again, with wagmi's current connection (Solana stays listed). */
function activateEvm(core: Core): void {
  const evm = core.evm
  if (!evm) throw new Error('no EVM adapter')
  const { chain } = core.stores
  chain.activeNamespace = 'eip155'
  // The host hears the namespace change as a network change.
  chain.walletChainId = undefined
  const connection = evm.getConnection()
  syncConnection(core, { connection, previous: connection })
}

/** What ProfileWallets says of a failed switch or disconnect (translated where it renders). */
const failure = (error: { shortMessage: string }, wallet: string) => ({
  message: error.shortMessage,
  wallet,
})

/**
 * Makes another live connection the active one of its namespace (docs/behaviour.md#connections):
 * wagmi re-points the EVM provider at it, and the account watcher then updates Account, balances
 * and activity and tells the host (`w3m:account-change`). False, with an error toast, on failure.
 */
export async function switchConnection(
  core: Core,
  { connectorId }: { connectorId: string },
): Promise<boolean> {
  const connection = core.stores.connections.connections.find(
    (entry) => entry.connectorId === connectorId,
  )
  if (!connection || isCurrent(core.stores, connection)) return Boolean(connection)
  core.stores.connections.manageError = undefined
  try {
    if (namespaceOf(connection) === 'solana') {
      await activateSolana(core)
      return true
    }
    if (!core.evm) throw new Error(`no switch for ${connectorId}`)
    if (!connection.active) await core.evm.switchConnection(connectorId)
    if (core.stores.chain.activeNamespace !== 'eip155') activateEvm(core)
    core.stores.connections.activeConnectorId = connectorId
    return true
  } catch (cause) {
    const error = new SwitchConnectionFailedError({ cause })
    core.stores.connections.manageError = failure(error, connection.name ?? connectorId)
    showErrorToast(core.stores, error)
    return false
  }
}

/**
 * Disconnects one connection; the others stay. When it was the active one, wagmi makes another
 * current (the account follows); the last one leaves the visitor disconnected, as Disconnect does.
 */
export async function disconnectConnection(
  core: Core,
  { connectorId }: { connectorId: string },
): Promise<boolean> {
  const { connections } = core.stores
  const connection = connections.connections.find((entry) => entry.connectorId === connectorId)
  if (!connection) return true
  connections.manageError = undefined
  if (namespaceOf(connection) === 'solana') {
    const evmLeft = connections.connections.some((entry) => namespaceOf(entry) === 'eip155')
    if (!evmLeft || !core.evm) return disconnectSolana(core)
    try {
      await dropSolana(core)
      if (core.stores.chain.activeNamespace === 'solana') activateEvm(core)
      return true
    } catch (cause) {
      const error = new DisconnectFailedError({ cause })
      connections.manageError = failure(error, connection.name ?? connectorId)
      showErrorToast(core.stores, error)
      return false
    }
  }
  core.leaving ??= new Set()
  core.leaving.add(connectorId)
  try {
    await core.evm?.disconnect(connectorId)
    if (connectorId in connections.chosenAccounts) {
      delete connections.chosenAccounts[connectorId]
      writeChosenAccounts(core.storage, connections.chosenAccounts)
    }
    if (connections.connections.length === 0) {
      connections.activeConnectorId = undefined
      closeModal(core.stores)
    }
    return true
  } catch (cause) {
    core.leaving.delete(connectorId)
    const error = new DisconnectFailedError({ cause })
    connections.manageError = failure(error, connection.name ?? connectorId)
    showErrorToast(core.stores, error)
    return false
  }
}

/** Disconnects every connection of every namespace; the modal closes. */
export async function disconnectAll(core: Core): Promise<boolean> {
  // The inactive ones first, so that the account changes once: from connected to disconnected.
  const current = (entry: (typeof core.stores.connections.connections)[number]) =>
    Number(isCurrent(core.stores, entry))
  const ordered = [...core.stores.connections.connections].sort((a, b) => current(a) - current(b))
  let ok = true
  for (const connection of ordered) ok = (await disconnectConnection(core, connection)) && ok
  if (ok) {
    core.stores.connections.activeConnectorId = undefined
    closeModal(core.stores)
  }
  return ok
}

/**
 * Makes another account of the active EVM connection the one in use (a wallet sharing several):
 * Account, balances and the host (`w3m:account-change`) follow; sends and signatures use it.
 * False, with an error toast, when the connection no longer shares that account.
 */
export function switchAccount(
  core: Core,
  { connectorId, address }: { connectorId: string; address: string },
): boolean {
  const { connections } = core.stores
  const connection = connections.connections.find((entry) => entry.connectorId === connectorId)
  const shared = connection?.accounts.some(
    (entry) => entry.address.toLowerCase() === address.toLowerCase(),
  )
  connections.manageError = undefined
  try {
    if (!connection || !shared || !core.evm || !isCurrent(core.stores, connection))
      throw new Error(`${address} is not an account of the active connection`)
    connections.chosenAccounts[connectorId] = address
    writeChosenAccounts(core.storage, connections.chosenAccounts)
    const current = core.evm.getConnection()
    syncConnection(core, { connection: current, previous: current })
    return true
  } catch (cause) {
    const error = new SwitchConnectionFailedError({ cause })
    connections.manageError = failure(error, connection?.name ?? connectorId)
    showErrorToast(core.stores, error)
    return false
  }
}

/** "Add wallet": Connect over ProfileWallets; a connect there returns to ProfileWallets. */
export function addWallet(core: Core): void {
  pushView(core.stores, 'Connect')
}
