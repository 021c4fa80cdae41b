import { Fragment } from 'react'
import { useLocale, useT } from '../../i18n/translate'
import type { Transaction } from '../../schemas/blockchainSchemas'
import { shortAddress } from '../../utils/formatAddress'
import { Icon } from '../Icon/Icon'
import { describeTransaction } from './describeTransaction'

const DIRECTION_ICONS = { in: 'receive', out: 'send', self: 'swap' } as const

/** One transaction: direction, counterparty, amounts, status and time. */
export function ActivityRow({ transaction, owner }: { transaction: Transaction; owner: string }) {
  const t = useT()
  const summary = describeTransaction(transaction, owner, useLocale())
  const counterparty =
    summary.direction === 'in' ? transaction.metadata.sentFrom : transaction.metadata.sentTo
  return (
    <div className="w3m-row" data-testid="w3m-activity-row" data-hash={transaction.metadata.hash}>
      <span className="w3m-wallet-image" aria-hidden="true">
        <Icon name={DIRECTION_ICONS[summary.direction]} />
      </span>
      <span className="w3m-row-name">
        {t(summary.title)}{' '}
        <span className="w3m-text-secondary">
          {summary.direction === 'in'
            ? t('from {address}', { address: shortAddress(counterparty) })
            : t('to {address}', { address: shortAddress(counterparty) })}
        </span>
        <br />
        <span className="w3m-text-secondary">
          {t(summary.status)} · <time dateTime={transaction.metadata.minedAt}>{summary.time}</time>
        </span>
      </span>
      <span className="w3m-tag" data-testid="w3m-activity-amount">
        {/* Each amount isolated: an RTL override in one token's symbol cannot reverse the next. */}
        {summary.amounts.map((amount, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; amounts may repeat
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            <bdi>{amount}</bdi>
          </Fragment>
        ))}
      </span>
    </div>
  )
}
