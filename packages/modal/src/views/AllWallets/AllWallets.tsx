import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { fetchWalletsPage, searchWallets } from '../../actions/fetchWallets'
import { pushView } from '../../actions/router'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { VirtualGrid } from '../../components/VirtualGrid/VirtualGrid'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import type { ExplorerWallet } from '../../schemas/explorerSchemas'
import { filterWalletsForPlatform } from '../../stores/walletList'

/** Waits this long after the last keystroke before searching, so typing sends one request. */
const SEARCH_DEBOUNCE_MS = 250

/** All wallets: explorer search, pages of 40 with infinite scroll, a virtualized grid, the mobile rule. */
export function AllWallets() {
  const core = useCore()
  const id = useId()
  const wallets = useStoreState('wallets')
  const { connectors } = useStoreState('connectors')
  const [query, setQuery] = useState(wallets.search.query)
  useEffect(() => {
    if (core.stores.wallets.page === 0) void fetchWalletsPage(core)
  }, [core])
  useEffect(() => {
    const timer = setTimeout(() => void searchWallets(core, query), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, query])
  const searching = wallets.search.query.length > 0
  const known = useMemo(
    () => new Set(connectors.flatMap((connector) => (connector.rdns ? [connector.rdns] : []))),
    [connectors],
  )
  const list = useMemo(
    () =>
      filterWalletsForPlatform(
        searching ? wallets.search.results : wallets.wallets,
        core.platform,
        known,
      ),
    [searching, wallets.search.results, wallets.wallets, core.platform, known],
  )
  const loadMore = useCallback(() => {
    if (!searching) void fetchWalletsPage(core)
  }, [core, searching])
  const choose = (wallet: ExplorerWallet) => {
    const connector = connectors.find((entry) => entry.rdns && entry.rdns === wallet.rdns)
    if (connector)
      pushView(core.stores, 'ConnectingExternal', {
        connectorId: connector.id,
        walletId: wallet.id,
      })
    else pushView(core.stores, 'ConnectingWalletConnect', { walletId: wallet.id })
  }
  const status = searching ? wallets.search.status : wallets.status
  return (
    <>
      <label htmlFor={id} className="w3m-visually-hidden">
        Search wallet
      </label>
      <input
        id={id}
        className="w3m-input"
        type="search"
        placeholder="Search wallet"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="w3m-wallet-search"
      />
      {list.length > 0 ? (
        <VirtualGrid
          items={list}
          label={searching ? 'Search results' : 'All wallets'}
          getKey={(wallet) => wallet.id}
          onEndReached={loadMore}
          renderItem={(wallet) => (
            <button
              type="button"
              className="w3m-tile"
              onClick={() => choose(wallet)}
              data-testid={`w3m-wallet-${wallet.id}`}
            >
              <WalletImage imageUrl={wallet.image_url} imageId={wallet.image_id} />
              <span className="w3m-tile-name">{wallet.name}</span>
            </button>
          )}
        />
      ) : null}
      {status === 'loading' ? <Spinner label="Loading wallets" /> : null}
      {status === 'error' ? (
        <ViewStatus title="Wallets unavailable" description={wallets.error} tone="error" />
      ) : null}
      {status !== 'loading' && status !== 'error' && list.length === 0 ? (
        <ViewStatus
          title="No wallet found"
          description={searching ? `Nothing matches “${wallets.search.query}”.` : undefined}
        />
      ) : null}
    </>
  )
}
