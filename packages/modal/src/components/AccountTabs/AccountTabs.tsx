import { useCallback, useEffect, useState } from 'react'
import { fetchActivity } from '../../actions/fetchActivity'
import { fetchBalances } from '../../actions/fetchBalances'
import { pushView } from '../../actions/router'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { activeCaipNetworkId } from '../../stores/createChainStore'
import { ActivityList } from '../ActivityList/ActivityList'
import { Icon } from '../Icon/Icon'
import { TokenList } from '../TokenList/TokenList'

type Tab = 'tokens' | 'activity'

/** The account's actions, each opening its view. */
const ACTIONS = [
  { view: 'WalletSend', label: 'Send', icon: 'send', testId: 'w3m-account-send' },
  { view: 'WalletReceive', label: 'Receive', icon: 'receive', testId: 'w3m-account-receive' },
  { view: 'WalletSwap', label: 'Swap', icon: 'swap', testId: 'w3m-account-swap' },
  { view: 'OnRampBuy', label: 'Buy', icon: 'buy', testId: 'w3m-account-buy' },
] as const

/** The Account view's lower half: Send, Receive, Swap and Buy, then the Tokens and Activity tabs. */
export function AccountTabs() {
  const t = useT()
  const core = useCore()
  const balances = useStoreState('balances')
  const activity = useStoreState('activity')
  const account = useStoreState('account')
  const chain = useStoreState('chain')
  const [tab, setTab] = useState<Tab>('tokens')
  const { address } = account
  const caipNetworkId = activeCaipNetworkId(chain)
  useEffect(() => {
    if (!(core.evm || core.solana) || !address || caipNetworkId === undefined) return
    if (tab === 'tokens') void fetchBalances(core)
    else void fetchActivity(core)
  }, [core, address, caipNetworkId, tab])
  // Stories and servers have no chain adapter: nothing to page through there.
  const loadMore = useCallback(() => {
    if (core.evm || core.solana) void fetchActivity(core, { more: true })
  }, [core])
  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`w3m-tab-${value}`}
      aria-selected={tab === value}
      aria-controls="w3m-tab-panel"
      className="w3m-tab"
      onClick={() => setTab(value)}
      data-testid={`w3m-tab-${value}`}
    >
      {label}
    </button>
  )
  return (
    <div className="w3m-list" style={{ alignSelf: 'stretch' }} data-testid="w3m-account-tabs">
      <div className="w3m-actions">
        {ACTIONS.map(({ view, label, icon, testId }) => (
          <button
            key={view}
            type="button"
            className="w3m-action"
            onClick={() => pushView(core.stores, view)}
            data-testid={testId}
          >
            <Icon name={icon} />
            <span className="w3m-action-label">{t(label)}</span>
          </button>
        ))}
      </div>
      <div role="tablist" aria-label={t('Account')} className="w3m-tabs">
        {tabButton('tokens', t('Tokens'))}
        {tabButton('activity', t('Activity'))}
      </div>
      <div role="tabpanel" id="w3m-tab-panel" aria-labelledby={`w3m-tab-${tab}`}>
        {tab === 'tokens' ? (
          <TokenList
            tokens={balances.tokens}
            status={balances.status}
            totalValue={balances.totalValue}
          />
        ) : (
          <ActivityList
            transactions={activity.transactions as never}
            owner={address ?? ''}
            status={activity.status}
            hasMore={activity.next !== undefined}
            loadingMore={activity.loadingMore}
            onLoadMore={loadMore}
          />
        )}
      </div>
    </div>
  )
}
