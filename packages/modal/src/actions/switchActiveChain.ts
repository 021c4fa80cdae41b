import type { Core } from '../core/createCore'
import { UnsupportedChainError } from '../errors/errors'
import { isUserRejection } from '../errors/providerError'
import type { ConnectorInfo, StandardWalletInfo } from '../stores/createConnectorsStore'
import type { ConnectableNamespace } from '../utils/networks'
import { disconnectSolana } from './connectSolana'
import { ensureSolana } from './ensureSolana'
import { openModal, replaceView, resetView } from './router'
import { connectedSolanaWallet } from './sendSolana'
import { isAuthConnected, switchNetwork } from './switchNetwork'
import { showErrorToast } from './toast'
import { switchWalletConnectNamespace } from './walletConnectSolana'

/** Parameters of switchActiveChain: the network chosen in the other namespace. */
export type SwitchActiveChainParameters = {
  namespace: ConnectableNamespace
  /** The EVM chain id, or the Solana network's CAIP-2 id. */
  chainId: number | string
}

/** What happened: the same wallet connects on the other side, or Connect lists that side's wallets. */
export type SwitchActiveChainReturnType = 'same-wallet' | 'connect' | 'switched' | 'failed'

const speaksBoth = (connector: ConnectorInfo, wallet: StandardWalletInfo) =>
  (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') &&
  ((wallet.rdns !== undefined && connector.rdns === wallet.rdns) || connector.name === wallet.name)

/**
 * The confirmed switch of SwitchActiveChain (docs/behaviour.md#views). Not connected, the other
 * namespace just becomes active. Connected, the chosen network becomes the other namespace's
 * active one and that namespace connects: with the same wallet when it speaks both (the devnet
 * wallet, through ConnectingExternal; the old side steps aside), else on Connect, which then lists
 * only that namespace's wallets. From Solana the Solana wallet disconnects first, so a reload
 * restores the new side only.
 */
export async function switchActiveChain(
  core: Core,
  parameters: SwitchActiveChainParameters,
): Promise<SwitchActiveChainReturnType> {
  const { stores } = core
  const { chain, connectors, connections, account } = stores
  const from = chain.activeNamespace
  if (parameters.namespace === from || account.status !== 'connected') {
    const result = await switchNetwork(core, { chainId: parameters.chainId, confirmed: true })
    return result === 'failed' ? 'failed' : 'switched'
  }
  // Connections that cross over themselves: a WalletConnect session that serves the other
  // namespace too (no new pairing), and an email or social login (the embedded wallet holds both).
  const network =
    parameters.namespace === 'solana'
      ? stores.options.solanaNetworks.find((entry) => entry.caipNetworkId === parameters.chainId)
      : chain.namespaces.eip155?.requestedNetworks.find((entry) => entry.id === parameters.chainId)
  if (network) {
    try {
      if (await switchWalletConnectNamespace(core, network)) return 'switched'
    } catch (cause) {
      if (!isUserRejection(cause)) showErrorToast(stores, new UnsupportedChainError({ cause }))
      return 'failed'
    }
  }
  if (isAuthConnected(core)) {
    const result = await switchNetwork(core, { chainId: parameters.chainId, confirmed: true })
    return result === 'failed' ? 'failed' : 'switched'
  }
  if (parameters.namespace === 'solana') {
    const target = stores.options.solanaNetworks.find(
      (network) => network.caipNetworkId === parameters.chainId,
    )
    const solana = chain.namespaces.solana
    if (!target || !solana) return 'failed'
    solana.activeNetwork = target
    await ensureSolana(core).catch(() => undefined)
    const connector = connectors.connectors.find(
      (entry) => entry.id === connections.activeConnectorId,
    )
    const twin = connector
      ? connectors.standardWallets.find((wallet) => speaksBoth(connector, wallet))
      : undefined
    if (twin && connector) {
      replaceView(stores, 'ConnectingExternal', {
        connectorId: connector.rdns ?? connector.id,
        solanaWallet: twin.name,
      })
      return 'same-wallet'
    }
    stores.modal.connectNamespace = 'solana'
    resetView(stores, 'Connect')
    return 'connect'
  }
  // Solana → EVM.
  const eip155 = chain.namespaces.eip155
  const target = eip155?.requestedNetworks.find((network) => network.id === parameters.chainId)
  if (!target || !eip155) return 'failed'
  const walletName = connectedSolanaWallet(core)
  const standard = connectors.standardWallets.find((wallet) => wallet.name === walletName)
  const twin = standard
    ? connectors.connectors.find((connector) => speaksBoth(connector, standard))
    : undefined
  if (!(await disconnectSolana(core))) return 'failed'
  eip155.activeNetwork = target
  chain.activeNamespace = 'eip155'
  if (twin) {
    openModal(stores, 'ConnectingExternal', { connectorId: twin.id })
    return 'same-wallet'
  }
  openModal(stores, 'Connect')
  stores.modal.connectNamespace = 'eip155'
  return 'connect'
}
