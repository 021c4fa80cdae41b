import type { Transaction } from '../../schemas/blockchainSchemas'
import { formatBalance } from '../../utils/formatAddress'

/** A transaction as a row shows it. */
export type TransactionSummary = {
  direction: 'in' | 'out' | 'self'
  title: string
  amounts: string[]
  status: 'Confirmed' | 'Failed' | 'Pending'
  time: string
}

function statusOf(raw: string): TransactionSummary['status'] {
  const value = raw.toLowerCase()
  if (value.includes('fail') || value.includes('revert')) return 'Failed'
  if (value.includes('pend')) return 'Pending'
  return 'Confirmed'
}

/** Direction, title, signed amounts, status and UTC time of a transaction, seen from `owner`. */
export function describeTransaction(
  transaction: Transaction,
  owner: string,
  locale = 'en-US',
): TransactionSummary {
  const { metadata, transfers } = transaction
  const from = metadata.sentFrom.toLowerCase() === owner.toLowerCase()
  const to = metadata.sentTo.toLowerCase() === owner.toLowerCase()
  const firstDirection = transfers[0]?.direction
  const direction: TransactionSummary['direction'] =
    firstDirection === 'in' || firstDirection === 'out' || firstDirection === 'self'
      ? firstDirection
      : from && to
        ? 'self'
        : from
          ? 'out'
          : 'in'
  const title = direction === 'in' ? 'Received' : direction === 'out' ? 'Sent' : 'Self transfer'
  const amounts = transfers.map((transfer) => {
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
    const name = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? 'token'
    return `${sign}${formatBalance(transfer.quantity.numeric, 4, locale)} ${name}`
  })
  const date = new Date(metadata.minedAt)
  const time = Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(locale, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      })
  return { direction, title, amounts, status: statusOf(metadata.status), time }
}
