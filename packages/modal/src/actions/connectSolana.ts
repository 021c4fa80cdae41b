import type { SolanaConnection } from '../connectors/solana/createSolanaAdapter'
import { toSolanaConnectError } from '../connectors/solana/solanaErrors'
import type { Core } from '../core/createCore'
import { DisconnectFailedError } from '../errors/errors'
import { finishConnect, isAddingWallet, setNamespaceConnections } from './connectionList'
import { ensureSolana, SOLANA_WALLET_KEY, storedSolanaWallet } from './ensureSolana'
import { closeModal, resetView } from './router'
import { showErrorToast } from './toast'

/** Parameters of connectSolana: the Wallet Standard name of the wallet. */
export type ConnectSolanaParameters = { walletName: string }
/** True when connected. */
export type ConnectSolanaReturnType = boolean

/** Makes Solana the active namespace with this account (or clears it), and tells the host. */
export function applySolanaConnection(
  core: Core,
  { connection }: { connection: SolanaConnection | undefined },
): void {
  const { account, chain, connections } = core.stores
  const solana = chain.namespaces.solana
  const network = solana?.activeNetwork
  if (!solana || !network) return
  const address = connection?.address
  const previous = account.address
  const wasConnected = account.status === 'connected'
  chain.activeNamespace = 'solana'
  solana.approvedNetworkIds = address ? solana.requestedNetworks.map((entry) => entry.id) : []
  account.status = address ? 'connected' : 'disconnected'
  account.address = address
  account.caipAddress = address ? `${network.caipNetworkId}:${address}` : undefined
  if (previous !== address) {
    account.balance = undefined
    account.balanceSymbol = undefined
    account.profileName = undefined
    account.profileImage = undefined
  }
  account.connectedWalletInfo = connection
    ? { name: connection.wallet.name, icon: connection.wallet.icon }
    : undefined
  connections.activeConnectorId = connection ? `solana:${connection.wallet.name}` : undefined
  setNamespaceConnections(core, {
    namespace: 'solana',
    list: connection
      ? [
          {
            connectorId: `solana:${connection.wallet.name}`,
            accounts: [{ address: connection.address }],
            name: connection.wallet.name,
            icon: connection.wallet.icon,
            active: true,
          },
        ]
      : [],
  })
  if (address && !wasConnected) {
    core.emit({
      type: 'connect',
      detail: { address, chainId: undefined, connector: connections.activeConnectorId },
    })
    emitSolanaNetwork(core, network)
  }
  if (previous !== address)
    core.emit({
      type: 'account-change',
      detail: { address, namespace: 'solana', caipAddress: account.caipAddress },
    })
  if (!address && wasConnected) core.emit({ type: 'disconnect', detail: {} })
  if (address) void refreshSolanaBalance(core, { address })
}

/** Tells the host the Solana network in use (`w3m:network-change`, with its CAIP-2 id). */
export function emitSolanaNetwork(core: Core, { caipNetworkId }: { caipNetworkId: string }): void {
  core.emit({
    type: 'network-change',
    detail: { chainId: undefined, supported: true, namespace: 'solana', caipNetworkId },
  })
}

/** The SOL balance of the connected account, read from the cluster. */
export async function refreshSolanaBalance(
  core: Core,
  { address }: { address: string },
): Promise<void> {
  const { account } = core.stores
  const adapter = core.solana
  if (!adapter) return
  account.balanceLoading = true
  try {
    const lamports = await adapter.getBalance(address)
    if (account.address !== address) return
    account.balance = String(lamports / 1e9)
    account.balanceSymbol = 'SOL'
  } catch {
    // The token list (Blockchain API) still shows SOL; the header balance stays empty.
  } finally {
    if (account.address === address) account.balanceLoading = false
  }
}

/** Follows the wallet's account changes while connected. */
function follow(core: Core, connection: SolanaConnection): void {
  core.solanaUnwatch?.()
  core.solanaUnwatch = core.solana?.watchAccount(connection.wallet.name, (address) => {
    applySolanaConnection(core, { connection: address ? { ...connection, address } : undefined })
    if (!address) forget(core)
  })
}

function forget(core: Core): void {
  core.solanaUnwatch?.()
  core.solanaUnwatch = undefined
  try {
    core.storage?.removeItem(SOLANA_WALLET_KEY)
  } catch {
    // Storage may be blocked; the silent connect then simply fails next time.
  }
}

/**
 * Connects a Solana wallet through `standard:connect`. On success Solana becomes the active
 * namespace, the wallet is remembered for the next visit and the modal closes; on failure the
 * toast says 'Connection rejected' (the visitor declined) or 'Failed to connect'.
 */
export async function connectSolana(
  core: Core,
  parameters: ConnectSolanaParameters,
): Promise<ConnectSolanaReturnType> {
  const { stores } = core
  stores.connections.connectError = undefined
  const previousStatus = stores.account.status
  stores.account.status = 'connecting'
  try {
    const adapter = await ensureSolana(core)
    const connection = await adapter.connect(parameters.walletName)
    if (!connection) throw new Error('the wallet granted no Solana account')
    // An EVM connection of the same visit steps aside: one namespace is active at a time. Added
    // through ProfileWallets ("Add wallet"), the EVM connections stay, only inactive.
    const keepEvm = isAddingWallet(stores)
    if (!keepEvm && stores.chain.activeNamespace === 'eip155' && core.evm?.getConnection().address)
      await core.evm.disconnect().catch(() => undefined)
    applySolanaConnection(core, { connection })
    core.storage?.setItem(SOLANA_WALLET_KEY, parameters.walletName)
    follow(core, connection)
    finishConnect(stores)
    return true
  } catch (cause) {
    stores.account.status = previousStatus === 'connecting' ? 'disconnected' : previousStatus
    const error = toSolanaConnectError(cause)
    stores.connections.connectError = error.shortMessage
    showErrorToast(stores, error)
    return false
  }
}

/** Restores the last visit's Solana connection without asking (the wallet's silent connect). */
export async function restoreSolana(core: Core): Promise<boolean> {
  const walletName = storedSolanaWallet(core.storage)
  if (!walletName) return false
  core.stores.account.status = 'reconnecting'
  try {
    const adapter = await ensureSolana(core)
    const connection = await adapter.connect(walletName, true)
    if (!connection) throw new Error('no grant to restore')
    applySolanaConnection(core, { connection })
    follow(core, connection)
    return true
  } catch {
    if (core.stores.account.status === 'reconnecting') core.stores.account.status = 'disconnected'
    forget(core)
    return false
  }
}

/**
 * Disconnects the Solana wallet and forgets it while other (EVM) connections stay: only the
 * Solana entry leaves the list; the caller makes another connection active.
 */
export async function dropSolana(core: Core): Promise<void> {
  const walletName = storedSolanaWallet(core.storage)
  // Unwatched first: the wallet's own "no account" must not end the visit as a whole.
  forget(core)
  if (walletName) await core.solana?.disconnect(walletName)
  setNamespaceConnections(core, { namespace: 'solana', list: [] })
}

/** Makes the live Solana connection the active one again (ProfileWallets' switch). */
export async function activateSolana(core: Core): Promise<void> {
  const walletName = storedSolanaWallet(core.storage)
  const connection = walletName ? await core.solana?.connect(walletName, true) : undefined
  if (!connection) throw new Error('the Solana wallet no longer grants an account')
  applySolanaConnection(core, { connection })
  follow(core, connection)
}

/** Disconnects the Solana wallet and forgets it; the modal shows Connect next time. */
export async function disconnectSolana(core: Core): Promise<boolean> {
  const walletName = storedSolanaWallet(core.storage)
  try {
    if (walletName) await core.solana?.disconnect(walletName)
    forget(core)
    applySolanaConnection(core, { connection: undefined })
    if (core.stores.modal.open) resetView(core.stores, 'Connect')
    closeModal(core.stores)
    return true
  } catch (cause) {
    showErrorToast(core.stores, new DisconnectFailedError({ cause }))
    return false
  }
}
