/** Where the Solana wallet the visitor last connected is remembered (its Wallet Standard name). */
export const SOLANA_WALLET_KEY = 'w3m.solana.wallet'

/** The Solana wallet the last visit left connected, if any. */
export function storedSolanaWallet(storage: Storage | undefined): string | undefined {
  try {
    return storage?.getItem(SOLANA_WALLET_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/** The Solana network an email or social login was on when the visit ended (restored on reload). */
export const AUTH_SOLANA_NETWORK_KEY = 'w3m.solana.auth-network'
