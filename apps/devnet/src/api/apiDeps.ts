import type { PublicClient } from 'viem'
import { type Address, getAddress, isAddress } from 'viem'
import { DEVNET_CHAINS, type DevnetChain, findChain } from '../chain/chains'
import type { Indexer } from '../chain/createIndexer'
import type { Pricer } from '../chain/createPricer'
import type { TokenRegistry } from '../chain/createTokenRegistry'
import type { DevnetDatabase } from '../db/openPostgres'
import type { Cluster } from '../solana/createCluster'
import { HttpError } from './respond'

/** What the Blockchain API's routes read from the running devnet. */
export type ApiDeps = {
  db: DevnetDatabase
  rpcUrls: Record<number, string>
  clients: Record<number, PublicClient>
  indexer: Indexer
  tokens: TokenRegistry
  pricer: Pricer
  nameZone: string
  /** The local Solana cluster, which answers for every Solana network the API lists. */
  solana: { cluster: Cluster; rpcUrl: string }
}

/** An address given plain or as CAIP-10 (`eip155:8453:0x…`), checksummed; a 400 otherwise. */
export function parseAccount(input: string): { address: Address; chain?: DevnetChain } {
  const parts = input.split(':')
  const raw = parts.length === 3 ? parts[2] : input
  if (!raw || !isAddress(raw, { strict: false }))
    throw new HttpError(400, 'BAD_REQUEST', `Not an address: ${input}`)
  const chain = parts.length === 3 ? requireChain(`${parts[0]}:${parts[1]}`) : undefined
  return { address: getAddress(raw), chain }
}

/** The devnet chain of a CAIP-2 id or number, or a 400 UNSUPPORTED_CHAIN. */
export function requireChain(id: string): DevnetChain {
  const chain = findChain(id)
  if (!chain) {
    const known = DEVNET_CHAINS.map((c) => c.caip).join(', ')
    throw new HttpError(
      400,
      'UNSUPPORTED_CHAIN',
      `Unsupported chain ${id}; the devnet runs ${known}`,
    )
  }
  return chain
}

/** The chains a request covers: the one named, or all when none is. */
export const chainsFor = (chainId: string | undefined): readonly DevnetChain[] =>
  chainId ? [requireChain(chainId)] : DEVNET_CHAINS

/** A token's icon, served by this devnet (absolute, so other origins can show it). */
export const iconUrl = (origin: string, symbol: string) =>
  `${origin}/devnet/icons/${encodeURIComponent(symbol)}.svg`
