// Loaded on demand (switchNetwork, disconnectWallet): none of it is in the JS before the first click.
import { createAuthSolanaStandardWallet } from '../connectors/auth/authSolanaStandardWallet'
import type { Core } from '../core/createCore'
import { ConnectFailedError, DisconnectFailedError } from '../errors/errors'
import { applySolanaConnection } from './connectSolana'
import { ensureSolana } from './ensureSolana'
import { loadAuthConnector } from './loadAuthConnector'
import { closeModal } from './router'
import { hideApproval, showApproval } from './showApproval'
import { AUTH_SOLANA_NETWORK_KEY } from './storedSolanaWallet'
import { syncConnection } from './syncConnection'
import { showErrorToast } from './toast'

/** The name the embedded wallet goes by on Solana (its connector id is `solana:<name>`). */
const AUTH_SOLANA_WALLET_NAME = 'Email and socials'

// A neutral envelope mark: the Wallet Standard wants an image, and the login has none of its own.
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIHZpZXdCb3g9JzAgMCAyNCAyNCc+PHJlY3Qgd2lkdGg9JzI0JyBoZWlnaHQ9JzI0JyByeD0nNicgZmlsbD0nIzQ3YTFmZicvPjxwYXRoIGQ9J001IDhoMTR2OUg1eicgZmlsbD0nbm9uZScgc3Ryb2tlPScjZmZmJy8+PHBhdGggZD0nTTUgOGw3IDUgNy01JyBmaWxsPSdub25lJyBzdHJva2U9JyNmZmYnLz48L3N2Zz4='

/** Reads (or, with `value`, writes; with null, removes) a key; blocked storage reads as nothing. */
function solanaStorage(
  storage: Storage | undefined,
  key: string,
  value?: string | null,
): string | undefined {
  try {
    if (value === null) storage?.removeItem(key)
    else if (value !== undefined) storage?.setItem(key, value)
    return storage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

/** Takes the login's Solana wallet out of the adapter (left Solana or signed out). */
function removeAuthSolanaWallet(core: Core): void {
  core.authSolanaRemove?.()
  core.authSolanaRemove = undefined
}

/**
 * Moves an email or social login to a Solana network (docs/behaviour.md#solana-embedded): the
 * frame switches, GET_USER answers with the user's Solana account, and that account becomes the
 * Solana connection, signing through the frame's approval card. The frame session stays as it is.
 */
export async function connectAuthSolana(
  core: Core,
  { caipNetworkId }: { caipNetworkId: string },
): Promise<boolean> {
  try {
    const runtime = await loadAuthConnector(core)
    const { client, module } = runtime
    await client.switchNetwork({ chainId: caipNetworkId })
    const user = await client.getUser({ chainId: caipNetworkId })
    const adapter = await ensureSolana(core)
    const wallet = module.createAuthSolanaWallet({
      client,
      address: user.address,
      chainId: caipNetworkId,
      onApprovalStart: (method) => showApproval(core, { method }),
      onApprovalEnd: () => hideApproval(core),
    })
    core.authSolana = wallet
    // The send form and `modal.signMessage` reach it through the adapter, like a page wallet.
    removeAuthSolanaWallet(core)
    core.authSolanaRemove = adapter.addWallet(createAuthSolanaStandardWallet(wallet, ICON))
    solanaStorage(core.storage, AUTH_SOLANA_NETWORK_KEY, caipNetworkId)
    applySolanaConnection(core, {
      connection: { wallet: { name: AUTH_SOLANA_WALLET_NAME, icon: '' }, address: user.address },
    })
    // The account stays connected across the switch, so the host hears of the network here.
    core.emit({
      type: 'network-change',
      detail: { chainId: undefined, supported: true, namespace: 'solana', caipNetworkId },
    })
    return true
  } catch (cause) {
    showErrorToast(core.stores, new ConnectFailedError({ cause }))
    return false
  }
}

/** Back from Solana to EVM for an email or social login: wagmi's connection is the account again. */
export async function leaveAuthSolana(core: Core, { chainId }: { chainId: number }): Promise<void> {
  const evm = core.evm
  core.authSolana = undefined
  removeAuthSolanaWallet(core)
  solanaStorage(core.storage, AUTH_SOLANA_NETWORK_KEY, null)
  core.stores.chain.activeNamespace = 'eip155'
  if (!evm) return
  await evm.switchChain(chainId)
  const connection = evm.getConnection()
  core.stores.connections.activeConnectorId = core.authRuntime?.connectorId
  syncConnection(core, { connection, previous: connection })
}

/** Signs out an email or social login that is on Solana: the frame session ends too. */
export async function disconnectAuthSolana(core: Core): Promise<boolean> {
  try {
    core.authSolana = undefined
    removeAuthSolanaWallet(core)
    solanaStorage(core.storage, AUTH_SOLANA_NETWORK_KEY, null)
    applySolanaConnection(core, { connection: undefined })
    await core.evm?.disconnect()
    core.stores.connections.activeConnectorId = undefined
    closeModal(core.stores)
    return true
  } catch (cause) {
    showErrorToast(core.stores, new DisconnectFailedError({ cause }))
    return false
  }
}

/**
 * After a reload: an email or social login that was on Solana goes back there once its EVM session
 * is restored (the network it was on, if the host still configures it).
 */
export async function restoreAuthSolana(core: Core): Promise<boolean> {
  const caipNetworkId = solanaStorage(core.storage, AUTH_SOLANA_NETWORK_KEY)
  const { stores } = core
  const network = stores.options.solanaNetworks.find(
    (entry) => entry.caipNetworkId === caipNetworkId,
  )
  const runtime = core.authRuntime
  const signedIn =
    !!runtime &&
    stores.connections.activeConnectorId === runtime.connectorId &&
    !!stores.account.address
  if (!caipNetworkId || !network || !signedIn) {
    solanaStorage(core.storage, AUTH_SOLANA_NETWORK_KEY, null)
    return false
  }
  const solana = stores.chain.namespaces.solana
  if (solana) solana.activeNetwork = network
  return connectAuthSolana(core, { caipNetworkId })
}
