import { useEffect, useRef } from 'react'
import { useLocale, useT } from '../../i18n/translate'
import type { Transaction } from '../../schemas/blockchainSchemas'
import type { ActivityState } from '../../stores/createActivityStore'
import { groupByMonth } from '../../utils/groupTransactions'
import { ActivityRow } from '../ActivityRow/ActivityRow'
import { Spinner } from '../Spinner/Spinner'
import { ViewStatus } from '../ViewStatus/ViewStatus'

/** Transactions grouped by month, loading the next page as its end scrolls into view. */
export function ActivityList(props: {
  transactions: readonly Transaction[]
  owner: string
  status: ActivityState['status']
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasMore, onLoadMore } = props
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, onLoadMore])
  if (props.transactions.length === 0) {
    if (props.status === 'loading' || props.status === 'idle') return <Spinner />
    return (
      <ViewStatus
        title={t('No activity yet')}
        description={
          props.status === 'error'
            ? t('Activity could not be loaded.')
            : t('Transactions on this network show here.')
        }
      />
    )
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list without controls must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
    <section aria-label={t('Activity')} data-testid="w3m-activity-list" tabIndex={0}>
      {groupByMonth(props.transactions, locale).map((group) => (
        <section key={group.key} aria-label={t(group.label)}>
          <h3 className="w3m-text-secondary">{t(group.label)}</h3>
          <ul className="w3m-list">
            {group.transactions.map((transaction) => (
              <li key={transaction.id}>
                <ActivityRow transaction={transaction} owner={props.owner} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasMore ? (
        <div ref={sentinel}>
          {props.loadingMore ? (
            <Spinner label={t('Loading more')} />
          ) : (
            <button type="button" className="w3m-button" onClick={onLoadMore}>
              {t('Load more')}
            </button>
          )}
        </div>
      ) : null}
    </section>
  )
}
