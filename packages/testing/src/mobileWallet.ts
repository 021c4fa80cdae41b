import type { MobileWalletMode, NodeWalletModule } from './appModules'
import type { Devnet } from './devnet'
import { loadApp } from './loadApp'

export type { MobileWalletMode }

/** The Devnet Mobile Wallet as a WalletConnect wallet in the test process (dev account 1). */
export type MobileWallet = Awaited<ReturnType<NodeWalletModule['startNodeWallet']>>

/**
 * Starts a WalletConnect wallet on the devnet's relay: `pair(uri)` with the modal's QR code URI,
 * then it approves (or, after `setMode('reject')`, rejects) sessions and requests. `close()` ends it.
 */
export async function startMobileWallet(
  devnet: Devnet,
  options: { name?: string } = {},
): Promise<MobileWallet> {
  const { startNodeWallet } = await loadApp<NodeWalletModule>(
    '@w3m/devnet',
    'src/mobile-wallet/bench/startNodeWallet.ts',
  )
  return startNodeWallet({
    relayUrl: devnet.state.relay,
    projectId: devnet.state.projectId,
    rpcUrls: devnet.state.rpc,
    ...options,
  })
}
