import type { Transaction } from '../schemas/blockchainSchemas'

/** A transaction whose transfers are all spam-flagged NFTs is spam (docs/behaviour.md#validation). */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return (
    transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/** Only the connected chain's transactions (CAIP-2 id), spam NFT-only ones removed (docs/behaviour.md#validation). */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipChainId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipChainId && !isSpamTransaction(transaction),
  )
}

/** One month of activity, newest month first. */
export type TransactionGroup = { key: string; label: string; transactions: Transaction[] }

/** Groups transactions by the UTC month they were mined in ("November 2026"), keeping their order. */
export function groupByMonth(
  transactions: readonly Transaction[],
  locale = 'en-US',
): TransactionGroup[] {
  const groups: TransactionGroup[] = []
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    const valid = !Number.isNaN(date.getTime())
    const key = valid ? `${date.getUTCFullYear()}-${date.getUTCMonth()}` : 'unknown'
    const label = valid
      ? date.toLocaleString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
      : 'Unknown date'
    const last = groups[groups.length - 1]
    if (last?.key === key) last.transactions.push(transaction)
    else groups.push({ key, label, transactions: [transaction] })
  }
  return groups
}
