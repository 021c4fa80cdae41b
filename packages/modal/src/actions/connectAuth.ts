import type { AuthRuntime } from '../connectors/auth/authRuntime'
import type { Core } from '../core/createCore'
import { isAddingWallet, showProfileWallets } from './connectionList'
import { ensureEvm } from './ensureEvm'
import { resetView } from './router'

/**
 * The frame holds a session (after OTP, popup or Farcaster approval): connects wagmi through the
 * auth connector on the active network and shows Account (ProfileWallets when "Add wallet" led here).
 */
export async function connectAuth(core: Core, runtime: AuthRuntime): Promise<void> {
  const { stores } = core
  const evm = await ensureEvm(core)
  const chainId = stores.chain.namespaces.eip155?.activeNetwork?.id
  await evm.connect(runtime.connectorId, chainId)
  stores.connections.activeConnectorId = runtime.connectorId
  if (isAddingWallet(stores)) showProfileWallets(stores)
  else resetView(stores, 'Account')
}
