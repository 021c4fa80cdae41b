/** What the served script bakes in for Solana: the cluster's RPC and the dev keypairs. */
export type SolanaWalletConfig = {
  rpcUrl: string
  /** Base58 address and base58 64-byte secret key (tweetnacl's layout) of each dev keypair. */
  accounts: Array<{ address: string; secretKey: string }>
}

/** How the wallet answers requests that need the visitor: ask in its dialog, or decide alone. */
export type ApprovalMode = 'ask' | 'approve' | 'reject'

/** What the devnet bakes into the served script: dev accounts, chains and start settings. */
export type WalletConfig = {
  accounts: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>
  chains: Array<{ id: number; name: string; rpcUrl: string }>
  defaults: { mode?: ApprovalMode; account?: number; chain?: number }
  /** When set, the wallet also registers a Solana wallet (Wallet Standard) on this cluster. */
  solana?: SolanaWalletConfig
}

/** Identity announced through EIP-6963. */
export const WALLET_NAME = 'Devnet Wallet'
/** Reverse-DNS id announced through EIP-6963 and listed in the explorer catalogue. */
export const WALLET_RDNS = 'dev.w3m.devnet-wallet'
/** Name of the Solana-only test wallet (Wallet Standard, no EIP-6963 side). */
export const SOLANA_ONLY_WALLET_NAME = 'Devnet Solana Wallet'
/**
 * The Wallet Standard feature that ties the dual wallet's Solana side to its EIP-6963 side:
 * `{ version, rdns }` with the same rdns, beside the same name and icon.
 */
export const IDENTITY_FEATURE = 'w3m:identity'
/** Prefix of every localStorage key and page query parameter the wallet reads. */
export const STORAGE_PREFIX = 'devnet-wallet:'
