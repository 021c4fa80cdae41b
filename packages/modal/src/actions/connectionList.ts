import type { Core } from '../core/createCore'
import type { Connection } from '../stores/createConnectionsStore'
import type { Stores } from '../stores/createStores'
import type { ChainNamespace } from '../utils/networks'
import { copyConnections } from './connectionCopy'
import { closeModal, pushView, resetView } from './router'
import { showToast } from './toast'

export { copyConnections }

/** The namespace of a connection (EVM when it names none). */
export const namespaceOf = (connection: { readonly namespace?: ChainNamespace }): ChainNamespace =>
  connection.namespace ?? 'eip155'

/**
 * Replaces the connections of one namespace, keeping the other namespaces' (docs/behaviour.md#connections),
 * and tells the host with `connections-change` when the list changed.
 */
export function setNamespaceConnections(
  core: Core,
  { namespace, list }: { namespace: ChainNamespace; list: Connection[] },
): void {
  const { connections } = core.stores
  const before = JSON.stringify(connections.connections)
  const next = [
    ...connections.connections.filter((entry) => namespaceOf(entry) !== namespace),
    ...list.map((entry) => ({ ...entry, namespace })),
  ]
  if (JSON.stringify(next) === before) return
  connections.connections = next
  core.emit({ type: 'connections-change', detail: { connections: copyConnections(next) } })
}

/**
 * The address an EVM connection acts with: the account chosen on ProfileWallets while the wallet
 * still shares it, else the wallet's first.
 */
export function chosenAddress(
  stores: Pick<Stores, 'connections'>,
  connection: {
    address?: string | undefined
    addresses?: readonly string[] | undefined
    connector?: { id: string } | undefined
  },
): `0x${string}` | undefined {
  const chosen = connection.connector
    ? stores.connections.chosenAccounts[connection.connector.id]
    : undefined
  const shared = connection.addresses?.find(
    (entry) => chosen !== undefined && entry.toLowerCase() === chosen.toLowerCase(),
  )
  return (shared ?? connection.address) as `0x${string}` | undefined
}

/** An EVM connection as the adapter reports it (wagmi's, reduced to what the stores keep). */
export type EvmConnectionEntry = {
  accounts: readonly string[]
  chainId: number
  connector: { id: string; name: string; icon?: string | undefined }
}

/**
 * Feeds wagmi's live connections into the store, the current one marked active. A connection that
 * left without the modal asking (the wallet ended it) while others stay is said in a toast.
 */
export function syncEvmConnections(
  core: Core,
  { entries, currentId }: { entries: readonly EvmConnectionEntry[]; currentId: string | undefined },
): void {
  const { connections, account } = core.stores
  const previous = connections.connections.filter((entry) => namespaceOf(entry) === 'eip155')
  const list: Connection[] = entries.map(({ accounts, chainId, connector }) => ({
    connectorId: connector.id,
    accounts: accounts.map((address) => ({ address })),
    name: connector.name,
    ...(connector.icon ? { icon: connector.icon } : {}),
    chainId,
    active: connector.id === currentId,
    ...authName(core, connector.id),
  }))
  setNamespaceConnections(core, { namespace: 'eip155', list })
  if (currentId && core.stores.chain.activeNamespace === 'eip155')
    connections.activeConnectorId = currentId
  const leaving = core.leaving ?? new Set<string>()
  const gone = previous.filter(
    (entry) =>
      !list.some((next) => next.connectorId === entry.connectorId) &&
      !leaving.has(entry.connectorId),
  )
  for (const entry of previous) leaving.delete(entry.connectorId)
  if (gone.length > 0 && connections.connections.length > 0 && account.address)
    for (const entry of gone)
      showToast(
        core.stores,
        'error',
        `${entry.name ?? 'A wallet'} disconnected itself; your other wallets stay connected`,
      )
}

/** Whether this connection is the one Account shows: its namespace's active one, in the active namespace. */
export const isCurrent = (
  stores: { readonly chain: { readonly activeNamespace: ChainNamespace } },
  connection: { readonly namespace?: ChainNamespace; readonly active?: boolean },
): boolean => Boolean(connection.active) && namespaceOf(connection) === stores.chain.activeNamespace

/** The email or username of the embedded wallet's connection. */
function authName(core: Core, connectorId: string): { authName?: string } {
  if (connectorId !== core.authRuntime?.connectorId) return {}
  const user = core.stores.account.user
  const name = user?.email || user?.username
  return name ? { authName: name } : {}
}

/** The multi-wallet feature: the project's config when known, else the host's option. */
export function multiWalletEnabled(stores: Pick<Stores, 'project' | 'options'>): boolean {
  return stores.project.remoteFeatures?.multiWallet ?? stores.options.features.multiWallet
}

/** Whether the visitor came to Connect through "Add wallet" (ProfileWallets is below it). */
export const isAddingWallet = (stores: Pick<Stores, 'router' | 'modal'>): boolean =>
  stores.modal.open && stores.router.history.some((entry) => entry.view === 'ProfileWallets')

/** ProfileWallets over Account (back from it shows Account). */
export function showProfileWallets(stores: Stores): void {
  resetView(stores, 'Account')
  pushView(stores, 'ProfileWallets')
}

/** A connect finished: back to ProfileWallets when "Add wallet" started it, else the modal closes. */
export function finishConnect(stores: Stores): void {
  if (isAddingWallet(stores)) showProfileWallets(stores)
  else closeModal(stores)
}
