import { createHash } from 'node:crypto'
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'

/**
 * The Solana networks the devnet answers for, by CAIP-2 id. One local cluster stands in for all
 * three (as the EVM chains run under Base's and Arbitrum's real ids), so whichever the modal
 * names, it reaches the same state.
 */
export const SOLANA_NETWORKS = [
  {
    caip: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  },
  {
    caip: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  },
  {
    caip: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
  },
] as const

/** A Solana network the devnet serves, by its CAIP-2 id; undefined otherwise. */
export const findSolanaNetwork = (caip: string) =>
  SOLANA_NETWORKS.find((network) => network.caip === caip)

/** The genesis hash getGenesisHash answers: mainnet's, so its CAIP-2 id is the default one. */
export const CLUSTER_GENESIS_HASH = SOLANA_NETWORKS[0].genesisHash

/** A keypair from a fixed phrase: the same key on every machine and every start. */
export const keypairFrom = (phrase: string) =>
  Keypair.fromSeed(createHash('sha256').update(phrase).digest())

/** How many funded dev keypairs the cluster seeds, and what each holds at start. */
export const SOLANA_DEV_ACCOUNT_COUNT = 5
export const DEV_ACCOUNT_LAMPORTS = 100n * BigInt(LAMPORTS_PER_SOL)

/** Dev keypair `i`: the seed is sha256("w3m devnet solana account {i}"). */
export const solanaDevKeypairs = (count = SOLANA_DEV_ACCOUNT_COUNT) =>
  Array.from({ length: count }, (_, index) => keypairFrom(`w3m devnet solana account ${index}`))

/** Pays airdrops (requestAirdrop is a real transfer from it, so it shows in history). */
export const FAUCET = keypairFrom('w3m devnet solana faucet')
/** Mint authority of both devnet mints, and the sender of the seeded deposits. */
export const TREASURY = keypairFrom('w3m devnet solana treasury')

/** An SPL mint the cluster creates at start, at an address fixed by its keypair's seed. */
export type SolanaToken = {
  symbol: string
  name: string
  decimals: number
  priceUsd: number
  mint: PublicKey
  keypair: Keypair
}

const token = (symbol: string, name: string, decimals: number, priceUsd: number) => {
  const keypair = keypairFrom(`w3m devnet solana mint ${symbol}`)
  return { symbol, name, decimals, priceUsd, mint: keypair.publicKey, keypair }
}

/** USDC-like (6 decimals, $1) and points (0 decimals, $0.50), as on the EVM chains. */
export const SOLANA_TOKENS: readonly SolanaToken[] = [
  token('USDC', 'USD Coin', 6, 1),
  token('PTS', 'Devnet Points', 0, 0.5),
]

/** SOL's price in the devnet's table. */
export const SOL_PRICE_USD = 150

/** The token of a mint, when it is one of the devnet's. */
export const findSolanaToken = (mint: string) =>
  SOLANA_TOKENS.find((entry) => entry.mint.toBase58() === mint)

/** Whether a string is a base58 public key (32 bytes), the shape of a Solana address. */
export function isSolanaAddress(input: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(input)) return false
  try {
    return new PublicKey(input).toBytes().length === 32
  } catch {
    return false
  }
}

/** The Memo program (v2), which litesvm loads with the SPL programs. */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
