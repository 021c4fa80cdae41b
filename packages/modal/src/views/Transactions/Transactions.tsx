import { useCallback, useEffect } from 'react'
import { fetchActivity } from '../../actions/fetchActivity'
import { ActivityList } from '../../components/ActivityList/ActivityList'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'

/** The account's activity on the connected network, a page at a time as the list scrolls. */
export function Transactions() {
  const core = useCore()
  const activity = useStoreState('activity')
  const account = useStoreState('account')
  const chain = useStoreState('chain')
  useEffect(() => {
    if (core.evm && account.address && chain.walletChainId !== undefined) void fetchActivity(core)
  }, [core, account.address, chain.walletChainId])
  // Stories and servers have no EVM adapter: nothing to page through there.
  const loadMore = useCallback(() => {
    if (core.evm) void fetchActivity(core, { more: true })
  }, [core])
  return (
    <ActivityList
      transactions={activity.transactions as never}
      owner={account.address ?? ''}
      status={activity.status}
      hasMore={activity.next !== undefined}
      loadingMore={activity.loadingMore}
      onLoadMore={loadMore}
    />
  )
}
