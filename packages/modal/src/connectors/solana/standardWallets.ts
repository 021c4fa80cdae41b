import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardWalletInfo } from '../../stores/createConnectorsStore'

/** The feature a wallet adds to name its EIP-6963 twin (the devnet wallet and others that speak both). */
export const IDENTITY_FEATURE = 'w3m:identity'

/** Whether a registered wallet can connect on Solana. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features
  )
}

/** The wallet's EIP-6963 rdns, when it names one through the identity feature. */
function identityRdns(wallet: Wallet): string | undefined {
  const feature = wallet.features[IDENTITY_FEATURE] as { rdns?: unknown } | undefined
  return typeof feature?.rdns === 'string' ? feature.rdns : undefined
}

/** The stores' view of a wallet. */
export function standardWalletInfo(wallet: Wallet): StandardWalletInfo {
  const rdns = identityRdns(wallet)
  return { name: wallet.name, icon: wallet.icon, ...(rdns ? { rdns } : {}) }
}

/**
 * Calls `onChange` with the Solana wallets registered now and after every register or
 * unregister; wallets that registered before this module loaded answer its app-ready event.
 */
export function watchStandardWallets(onChange: (wallets: Wallet[]) => void): () => void {
  const registry = getWallets()
  const emit = () => onChange(registry.get().filter(isSolanaWallet))
  emit()
  const stops = [registry.on('register', emit), registry.on('unregister', emit)]
  return () => {
    for (const stop of stops) stop()
  }
}
