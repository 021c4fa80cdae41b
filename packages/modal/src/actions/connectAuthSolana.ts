// Loaded on demand (switchNetwork, disconnectWallet): none of it is in the JS before the first click.
import type { Core } from '../core/createCore'
import { ConnectFailedError, DisconnectFailedError } from '../errors/errors'
import { applySolanaConnection } from './connectSolana'
import { ensureSolana } from './ensureSolana'
import { loadAuthConnector } from './loadAuthConnector'
import { closeModal } from './router'
import { hideApproval, showApproval } from './showApproval'
import { syncConnection } from './syncConnection'
import { showErrorToast } from './toast'

/** The name the embedded wallet goes by on Solana (its connector id is `solana:<name>`). */
export const AUTH_SOLANA_WALLET_NAME = 'Email and socials'

/**
 * Moves an email or social login to a Solana network (docs/behaviour.md#solana-embedded): the
 * frame switches, GET_USER answers with the user's Solana account, and that account becomes the
 * Solana connection, signing through the frame's approval card. The frame session stays as it is.
 */
export async function connectAuthSolana(core: Core, caipNetworkId: string): Promise<boolean> {
  try {
    const runtime = await loadAuthConnector(core)
    const { client, module } = runtime
    await client.switchNetwork({ chainId: caipNetworkId })
    const user = await client.getUser({ chainId: caipNetworkId })
    await ensureSolana(core)
    core.authSolana = module.createAuthSolanaWallet({
      client,
      address: user.address,
      chainId: caipNetworkId,
      onApprovalStart: (method) => showApproval(core, method),
      onApprovalEnd: () => hideApproval(core),
    })
    applySolanaConnection(core, {
      wallet: { name: AUTH_SOLANA_WALLET_NAME, icon: '' },
      address: user.address,
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
export async function leaveAuthSolana(core: Core, chainId: number): Promise<void> {
  const evm = core.evm
  core.authSolana = undefined
  core.stores.chain.activeNamespace = 'eip155'
  if (!evm) return
  await evm.switchChain(chainId)
  const connection = evm.getConnection()
  core.stores.connections.activeConnectorId = core.authRuntime?.connectorId
  syncConnection(core, connection, connection)
}

/** Signs out an email or social login that is on Solana: the frame session ends too. */
export async function disconnectAuthSolana(core: Core): Promise<boolean> {
  try {
    core.authSolana = undefined
    applySolanaConnection(core, undefined)
    await core.evm?.disconnect()
    core.stores.connections.activeConnectorId = undefined
    closeModal(core.stores)
    return true
  } catch (cause) {
    showErrorToast(core.stores, new DisconnectFailedError({ cause }))
    return false
  }
}
