import type { SolanaAdapter } from '../connectors/solana/createSolanaAdapter'
import type { WalletConnectProvider } from '../connectors/walletConnect'
import { WALLET_CONNECT_SOLANA_NAME } from '../connectors/walletConnect/solanaWalletName'
import type { Core } from '../core/createCore'
import { ConnectFailedError } from '../errors/errors'
import type { AnyNetwork } from '../utils/networks'
import { connectSolana } from './connectSolana'
import { ensureEvm } from './ensureEvm'
import { ensureSolana, SOLANA_WALLET_KEY } from './ensureSolana'
import { loadWalletConnect } from './loadWalletConnect'
import { showErrorToast } from './toast'

/** The WalletConnect connector's provider (the SDK itself loads on its first use). */
async function walletConnectProvider(core: Core): Promise<WalletConnectProvider> {
  const id = await loadWalletConnect(core)
  const evm = await ensureEvm(core)
  const connector = evm.config.connectors.find((entry) => entry.id === id)
  if (!connector) throw new ConnectFailedError({ details: 'WalletConnect is not loaded' })
  return (await connector.getProvider()) as WalletConnectProvider
}

/**
 * Puts the WalletConnect session's Solana side into the Solana adapter as a wallet named
 * "WalletConnect" (once per modal; its code loads here, after a click or for a restore).
 */
export async function ensureWalletConnectSolana(core: Core): Promise<SolanaAdapter> {
  const adapter = await ensureSolana(core)
  if (core.walletConnectSolana) return adapter
  const [provider, { createWalletConnectSolanaWallet }] = await Promise.all([
    walletConnectProvider(core),
    import('../connectors/walletConnect/solanaWallet'),
  ])
  if (core.walletConnectSolana) return adapter
  const chains = core.stores.options.solanaNetworks.map((network) => network.caipNetworkId)
  const wallet = createWalletConnectSolanaWallet(provider, chains)
  adapter.addWallet(wallet)
  core.walletConnectSolana = wallet
  return adapter
}

/**
 * Connects Solana through WalletConnect: pairs (the QR of ConnectingWalletConnect) unless a
 * session already serves Solana, then Solana becomes active like with any Solana wallet
 * (docs/behaviour.md#walletconnect-solana).
 */
export async function connectWalletConnectSolana(core: Core): Promise<boolean> {
  try {
    await ensureWalletConnectSolana(core)
  } catch (cause) {
    const error = new ConnectFailedError({ cause })
    core.stores.connections.connectError = error.shortMessage
    showErrorToast(core.stores, error)
    return false
  }
  return connectSolana(core, { walletName: WALLET_CONNECT_SOLANA_NAME })
}

/** Whether the connection in use is the WalletConnect session (on either namespace). */
function usesWalletConnect(core: Core): boolean {
  const id = core.stores.connections.activeConnectorId
  return id === 'walletConnect' || id === `solana:${WALLET_CONNECT_SOLANA_NAME}`
}

/**
 * Moves a WalletConnect connection to a network of the other namespace on the same session, with
 * no new pairing, when the session serves that namespace. False when it does not apply (not on
 * WalletConnect, or the wallet approved no account there): the caller goes on as for any wallet.
 */
export async function switchWalletConnectNamespace(
  core: Core,
  network: AnyNetwork,
): Promise<boolean> {
  if (!core.stores.account.address || !usesWalletConnect(core)) return false
  const provider = await walletConnectProvider(core)
  if (network.chainNamespace === 'solana') {
    if (!provider.serves('solana')) return false
    const solana = core.stores.chain.namespaces.solana
    if (solana) solana.activeNetwork = network
    provider.setSolanaChain(network.caipNetworkId)
    // connectSolana steps the EVM side aside; the session stays, Solana holds it.
    return connectWalletConnectSolana(core)
  }
  if (!provider.serves('eip155')) return false
  // Stop following the Solana side first, connect EVM on the session, then let Solana go.
  core.solanaUnwatch?.()
  core.solanaUnwatch = undefined
  try {
    core.storage?.removeItem(SOLANA_WALLET_KEY)
  } catch {
    // Blocked storage: the next visit then simply restores nothing on Solana.
  }
  const evm = await ensureEvm(core)
  await evm.connect('walletConnect', network.id)
  await provider.release('solana')
  return true
}
