import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { LoggedTransaction } from '../solana/createCluster'
import {
  findSolanaNetwork,
  findSolanaToken,
  isSolanaAddress,
  SOL_PRICE_USD,
  SOLANA_NETWORKS,
} from '../solana/solanaKeys'
import { formatAmount } from '../solana/tokenLayout'
import { type ApiDeps, iconUrl } from './apiDeps'
import { HttpError } from './respond'

/** The Solana network of a CAIP-2 id (all served by the local cluster), or a 400. */
export function requireSolanaNetwork(caip: string | undefined) {
  if (caip === undefined) return SOLANA_NETWORKS[0]
  const network = findSolanaNetwork(caip)
  if (!network) {
    const known = SOLANA_NETWORKS.map((n) => n.caip).join(', ')
    throw new HttpError(
      400,
      'UNSUPPORTED_CHAIN',
      `Unsupported chain ${caip}; the devnet runs ${known}`,
    )
  }
  return network
}

/**
 * Whether a request is about Solana: a `solana:` chain id, or no chain id and a base58 address
 * (plain or CAIP-10). Such requests are answered from the local cluster.
 */
export function isSolanaRequest(address: string, chainId: string | undefined): boolean {
  if (chainId !== undefined) return chainId.startsWith('solana:')
  const parts = address.split(':')
  return isSolanaAddress(parts.length === 3 ? (parts[2] ?? '') : address)
}

/** A Solana address given plain or as CAIP-10 (`solana:<ref>:<base58>`), or a 400. */
export function parseSolanaAccount(input: string, chainId: string | undefined) {
  const parts = input.split(':')
  const raw = parts.length === 3 ? (parts[2] ?? '') : input
  if (!isSolanaAddress(raw)) throw new HttpError(400, 'BAD_REQUEST', `Not an address: ${input}`)
  const caip = chainId ?? (parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined)
  return { owner: new PublicKey(raw), network: requireSolanaNetwork(caip) }
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: SOL_PRICE_USD }

const tokenInfo = (mint: string) => {
  const known = findSolanaToken(mint)
  return known
    ? { name: known.name, symbol: known.symbol, priceUsd: known.priceUsd }
    : { name: `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`, symbol: mint.slice(0, 4), priceUsd: 0 }
}

/** SOL and every SPL token the owner holds, read from the cluster, priced by the devnet's table. */
export function solanaBalances(
  deps: ApiDeps,
  input: string,
  chainId: string | undefined,
  rate: number,
  origin: string,
) {
  const { owner, network } = parseSolanaAccount(input, chainId)
  const { cluster } = deps.solana
  const lamports = cluster.getAccount(owner)?.lamports ?? 0
  const native =
    lamports > 0
      ? [
          {
            name: SOL.name,
            symbol: SOL.symbol,
            chainId: network.caip,
            value: (lamports / LAMPORTS_PER_SOL) * SOL.priceUsd * rate,
            price: SOL.priceUsd * rate,
            quantity: {
              decimals: String(SOL.decimals),
              numeric: formatAmount(BigInt(lamports), 9),
            },
            iconUrl: iconUrl(origin, SOL.symbol),
          },
        ]
      : []
  // One entry per mint, whatever the number of token accounts holding it.
  const perMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const { token } of cluster.tokenAccountsOf(owner)) {
    if (token.amount === 0n) continue
    const mint = token.mint.toBase58()
    const decimals = findSolanaToken(mint)?.decimals ?? readDecimals(deps, token.mint)
    const entry = perMint.get(mint) ?? { amount: 0n, decimals }
    entry.amount += token.amount
    perMint.set(mint, entry)
  }
  const tokens = [...perMint].map(([mint, { amount, decimals }]) => {
    const info = tokenInfo(mint)
    const numeric = formatAmount(amount, decimals)
    return {
      name: info.name,
      symbol: info.symbol,
      chainId: network.caip,
      address: `${network.caip}:${mint}`,
      value: Number(numeric) * info.priceUsd * rate,
      price: info.priceUsd * rate,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl(origin, info.symbol),
    }
  })
  return [...native, ...tokens]
}

function readDecimals(deps: ApiDeps, mint: PublicKey): number {
  const data = deps.solana.cluster.getAccount(mint)?.data
  return data && data.length >= 82 ? (data[44] ?? 0) : 0
}

/** What one landed transaction moved for `owner`: SOL (fee left out) and each SPL mint. */
function movementsOf(entry: LoggedTransaction, owner: string) {
  const moves: Array<{ mint: string | null; delta: bigint; decimals: number }> = []
  const index = entry.accountKeys.findIndex((key) => key.toBase58() === owner)
  if (index >= 0) {
    const paidFee = index === 0 ? entry.fee : 0
    const delta = BigInt(
      (entry.postBalances[index] ?? 0) - (entry.preBalances[index] ?? 0) + paidFee,
    )
    if (delta !== 0n) moves.push({ mint: null, delta, decimals: 9 })
  }
  const perMint = new Map<string, { delta: bigint; decimals: number }>()
  const add = (list: LoggedTransaction['postTokenBalances'], sign: bigint) => {
    for (const balance of list) {
      if (balance.owner !== owner) continue
      const entry = perMint.get(balance.mint) ?? {
        delta: 0n,
        decimals: balance.uiTokenAmount.decimals,
      }
      entry.delta += sign * BigInt(balance.uiTokenAmount.amount)
      perMint.set(balance.mint, entry)
    }
  }
  add(entry.postTokenBalances, 1n)
  add(entry.preTokenBalances, -1n)
  for (const [mint, { delta, decimals }] of perMint)
    if (delta !== 0n) moves.push({ mint, delta, decimals })
  return moves
}

/** Who was on the other side: the first account (or token owner) that gained, else the program called. */
function counterpartyOf(entry: LoggedTransaction, owner: string): string {
  for (const balance of entry.postTokenBalances) {
    const before = entry.preTokenBalances.find((b) => b.accountIndex === balance.accountIndex)
    const gained =
      BigInt(balance.uiTokenAmount.amount) > BigInt(before?.uiTokenAmount.amount ?? '0')
    if (gained && balance.owner !== owner) return balance.owner
  }
  const tokenAccounts = new Set(entry.postTokenBalances.map((b) => b.accountIndex))
  for (const [index, key] of entry.accountKeys.entries()) {
    if (index === 0 || tokenAccounts.has(index) || key.toBase58() === owner) continue
    if ((entry.postBalances[index] ?? 0) > (entry.preBalances[index] ?? 0)) return key.toBase58()
  }
  const firstProgram = entry.transaction.message.compiledInstructions[0]?.programIdIndex
  return entry.accountKeys[firstProgram ?? 0]?.toBase58() ?? owner
}

/** Whether `owner` took part: one of the transaction's accounts, or the owner of a token account it moved. */
export const involves = (entry: LoggedTransaction, owner: string) =>
  entry.accountKeys.some((key) => key.toBase58() === owner) ||
  entry.postTokenBalances.some((balance) => balance.owner === owner)

/** One Solana history item, in the same shape as an EVM one. */
export function formatSolanaTransaction(
  entry: LoggedTransaction,
  owner: string,
  caip: string,
  origin: string,
) {
  const moves = movementsOf(entry, owner)
  const transfers = moves.map(({ mint, delta, decimals }) => {
    const info = mint ? tokenInfo(mint) : SOL
    const numeric = formatAmount(delta < 0n ? -delta : delta, decimals)
    return {
      fungible_info: {
        name: info.name,
        symbol: info.symbol,
        icon: { url: iconUrl(origin, info.symbol) },
      },
      direction: delta < 0n ? ('out' as const) : ('in' as const),
      quantity: { numeric },
      value: Number(numeric) * info.priceUsd,
      price: info.priceUsd,
    }
  })
  const out = transfers.some((t) => t.direction === 'out')
  const inc = transfers.some((t) => t.direction === 'in')
  const payer = entry.accountKeys[0]?.toBase58() ?? owner
  return {
    id: `${caip}:${entry.signature}`,
    metadata: {
      operationType: out && inc ? 'trade' : out ? 'send' : inc ? 'receive' : 'execute',
      hash: entry.signature,
      chain: caip,
      minedAt: new Date(entry.blockTime * 1000).toISOString(),
      sentFrom: payer,
      sentTo: counterpartyOf(entry, payer),
      status: entry.err === null ? ('confirmed' as const) : ('failed' as const),
      // Solana has no account nonce; the slot orders an account's transactions instead.
      nonce: entry.slot,
    },
    transfers,
  }
}

/** An account's Solana history, newest first; the cursor is the last signature served. */
export function solanaHistory(
  deps: ApiDeps,
  input: string,
  query: { chainId?: string; cursor?: string; limit: number },
  origin: string,
) {
  const { owner, network } = parseSolanaAccount(input, query.chainId)
  const address = owner.toBase58()
  const entries = deps.solana.cluster
    .transactions()
    .filter((entry) => involves(entry, address))
    .reverse()
  let start = 0
  if (query.cursor) {
    const after = Buffer.from(query.cursor, 'base64url').toString()
    const index = entries.findIndex((entry) => entry.signature === after)
    if (index < 0)
      throw new HttpError(400, 'BAD_REQUEST', 'Invalid query: cursor: not a cursor this API issued')
    start = index + 1
  }
  const page = entries.slice(start, start + query.limit)
  const last = page.at(-1)
  return {
    data: page.map((entry) => formatSolanaTransaction(entry, address, network.caip, origin)),
    next:
      last && start + query.limit < entries.length
        ? Buffer.from(last.signature).toString('base64url')
        : null,
  }
}

/** A Solana token's price entry for POST /v1/fungible/price (`solana:<ref>:<mint>`); SOL's own mint-less id is not asked for. */
export function solanaFungible(caip: string, origin: string, rate: number) {
  const parts = caip.split(':')
  requireSolanaNetwork(`${parts[0]}:${parts[1]}`)
  const mint = parts[2] ?? ''
  if (!isSolanaAddress(mint)) throw new HttpError(400, 'BAD_REQUEST', `Not an address: ${caip}`)
  const info = tokenInfo(mint)
  return {
    address: caip,
    name: info.name,
    symbol: info.symbol,
    iconUrl: iconUrl(origin, info.symbol),
    price: info.priceUsd * rate,
  }
}
