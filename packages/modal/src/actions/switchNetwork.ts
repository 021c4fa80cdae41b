import type { Core } from '../core/createCore'
import { SdkError, UnsupportedChainError } from '../errors/errors'
import { isUserRejection } from '../errors/providerError'
import { pushView, resetView } from './router'
import { showErrorToast } from './toast'

/** Outcome of a switch: done, needs confirmation (another namespace), or failed. */
export type SwitchNetworkReturnType = 'switched' | 'confirm' | 'failed'

/**
 * Switches to a configured network. Across namespaces it first shows SwitchActiveChain (docs/behaviour.md#views).
 * When connected, the wallet switches (`wallet_switchEthereumChain`, adding the chain on 4902);
 * when not, the choice is only remembered for the next connect.
 */
export async function switchNetwork(
  core: Core,
  parameters: { chainId: number | string; confirmed?: boolean },
): Promise<SwitchNetworkReturnType> {
  const { stores } = core
  const network =
    stores.options.networks.find((entry) => entry.id === parameters.chainId) ??
    stores.options.solanaNetworks.find((entry) => entry.caipNetworkId === parameters.chainId)
  if (!network) {
    // A network the host did not configure is APKT001 'Network Not Found' (docs/behaviour.md#errors).
    showErrorToast(
      stores,
      new SdkError('APKT001', { details: `chain ${parameters.chainId} is not configured` }),
    )
    return 'failed'
  }
  if (network.chainNamespace !== stores.chain.activeNamespace && !parameters.confirmed) {
    pushView(stores, 'SwitchActiveChain', {
      namespace: network.chainNamespace,
      chainId: network.chainNamespace === 'solana' ? network.caipNetworkId : network.id,
    })
    return 'confirm'
  }
  // A WalletConnect session that serves the other namespace moves there without pairing again.
  if (network.chainNamespace !== stores.chain.activeNamespace) {
    try {
      // Solana's actions load on demand: they are not part of the JS fetched before the click.
      const { switchWalletConnectNamespace } = await import('./walletConnectSolana')
      if (await switchWalletConnectNamespace(core, network)) return 'switched'
    } catch (cause) {
      if (!isUserRejection(cause)) showErrorToast(stores, new UnsupportedChainError({ cause }))
      return 'failed'
    }
  }
  if (network.chainNamespace === 'solana') {
    // Solana networks are one cluster each: choosing one only makes it (and Solana) active.
    const namespace = stores.chain.namespaces.solana
    const changed = namespace?.activeNetwork?.caipNetworkId !== network.caipNetworkId
    if (namespace) namespace.activeNetwork = network
    // An email or social login goes on with the embedded wallet's Solana account.
    if (isAuthConnected(core)) {
      const { connectAuthSolana } = await import('./connectAuthSolana')
      return (await connectAuthSolana(core, network)) ? 'switched' : 'failed'
    }
    stores.chain.activeNamespace = 'solana'
    const { account } = stores
    if (changed && account.status === 'connected' && account.address) {
      // The same account on another cluster: its CAIP ids change with the network.
      account.caipAddress = `${network.caipNetworkId}:${account.address}`
      const { emitSolanaNetwork } = await import('./connectSolana')
      emitSolanaNetwork(core, network)
    }
    return 'switched'
  }
  const namespace = stores.chain.namespaces.eip155
  if (!stores.account.address || !core.evm) {
    if (namespace)
      namespace.activeNetwork = namespace.requestedNetworks.find((entry) => entry.id === network.id)
    stores.chain.activeNamespace = 'eip155'
    return 'switched'
  }
  try {
    if (core.authSolana)
      await (await import('./connectAuthSolana')).leaveAuthSolana(core, { chainId: network.id })
    else await core.evm.switchChain(network.id)
    if (stores.router.current.view === 'SwitchNetwork') resetView(stores, 'Account')
    return 'switched'
  } catch (cause) {
    if (!isUserRejection(cause)) showErrorToast(stores, new UnsupportedChainError({ cause }))
    return 'failed'
  }
}

/** Whether the visitor is logged in by email or social, on either namespace. */
export function isAuthConnected(core: Core): boolean {
  if (core.authSolana) return true
  const runtime = core.authRuntime
  return (
    !!runtime &&
    core.stores.connections.activeConnectorId === runtime.connectorId &&
    !!core.stores.account.address
  )
}
