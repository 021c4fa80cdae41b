/** The Wallet Standard name of the WalletConnect-backed Solana wallet (what the modal stores). */
export const WALLET_CONNECT_SOLANA_NAME = 'WalletConnect'
