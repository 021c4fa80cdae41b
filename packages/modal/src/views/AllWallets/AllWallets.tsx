import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { snapshot, subscribe } from 'valtio/vanilla'
import { fetchWalletsPage, searchWallets } from '../../actions/fetchWallets'
import { pushView } from '../../actions/router'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { VirtualGrid } from '../../components/VirtualGrid/VirtualGrid'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import type { Core } from '../../core/createCore'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import type { ExplorerWallet } from '../../schemas/explorerSchemas'
import {
  filterWalletsForPlatform,
  normalizeSearch,
  walletNameMatcher,
} from '../../stores/walletList'
import { afterPaintTogether } from '../../utils/afterPaintTogether'

/** Waits this long after the last keystroke before searching, so typing sends one request. */
const SEARCH_DEBOUNCE_MS = 250

/**
 * The wallets store as plain frozen snapshots (valtio's, one per change), read untracked: the
 * filter walks 1,000+ wallets on each keystroke, which through `useSnapshot`'s tracking proxies
 * would cost a proxy and a recorded read per wallet.
 */
function useWalletsSnapshot(core: Core) {
  const store = core.stores.wallets
  const listen = useCallback((change: () => void) => subscribe(store, change), [store])
  const read = useCallback(() => snapshot(store), [store])
  return useSyncExternalStore(listen, read, read)
}

/**
 * All wallets: explorer search, pages of 40 with infinite scroll, a virtualized grid, the mobile
 * rule. A keystroke filters the loaded wallets at once; the explorer's answer, which also knows the
 * pages not loaded yet, replaces them when it comes (and is not asked for once every page is in).
 * A keystroke's cost (docs/benchmarks.md): the names are lower-cased once per list, and the grid's
 * cells are updated in place.
 */
export function AllWallets() {
  const core = useCore()
  const t = useT()
  const id = useId()
  const wallets = useWalletsSnapshot(core)
  const { connectors } = useStoreState('connectors')
  const [query, setQuery] = useState(wallets.search.query)
  const text = normalizeSearch(query)
  const searching = text.length > 0
  const everyPageLoaded = wallets.page > 0 && wallets.wallets.length >= wallets.count
  useEffect(() => {
    if (core.stores.wallets.page === 0) void fetchWalletsPage(core)
  }, [core])
  useEffect(() => {
    if (everyPageLoaded) return
    const timer = setTimeout(() => void searchWallets(core, { query }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, query, everyPageLoaded])
  const answered =
    !everyPageLoaded && wallets.search.query === text && wallets.search.status === 'ready'
  const known = useMemo(
    () => new Set(connectors.flatMap((connector) => (connector.rdns ? [connector.rdns] : []))),
    [connectors],
  )
  const match = useMemo(() => walletNameMatcher(wallets.wallets), [wallets.wallets])
  const list = useMemo(
    () =>
      filterWalletsForPlatform(
        answered ? wallets.search.results : match(text),
        core.platform,
        known,
      ),
    [answered, text, wallets.search.results, match, core.platform, known],
  )
  const loadMore = useCallback(() => {
    if (!searching) void fetchWalletsPage(core)
  }, [core, searching])
  // One handler for every tile, so a tile whose wallet did not change is not rendered again.
  const latestConnectors = useRef(connectors)
  latestConnectors.current = connectors
  const choose = useCallback(
    (wallet: ExplorerWallet) => {
      const connector = latestConnectors.current.find(
        (entry) => entry.rdns && entry.rdns === wallet.rdns,
      )
      if (connector)
        pushView(core.stores, 'ConnectingExternal', {
          connectorId: connector.id,
          walletId: wallet.id,
        })
      else pushView(core.stores, 'ConnectingWalletConnect', { walletId: wallet.id })
    },
    [core],
  )
  // While the explorer has not answered this text, the loaded matches show above a spinner.
  const status =
    !searching || everyPageLoaded
      ? wallets.status
      : answered
        ? 'ready'
        : wallets.search.query === text && wallets.search.status === 'error'
          ? 'error'
          : 'loading'
  return (
    <>
      <label htmlFor={id} className="w3m-visually-hidden">
        {t('Search wallet')}
      </label>
      <input
        id={id}
        className="w3m-input"
        type="search"
        placeholder={t('Search wallet')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="w3m-wallet-search"
      />
      {list.length > 0 ? (
        <VirtualGrid
          items={list}
          label={searching ? t('Search results') : t('All wallets')}
          onEndReached={loadMore}
          renderItem={(wallet) => <WalletTile wallet={wallet} onChoose={choose} />}
        />
      ) : null}
      {status === 'loading' ? <Spinner label={t('Loading wallets')} /> : null}
      {status === 'error' ? (
        <ViewStatus
          title={t('Wallets unavailable')}
          description={wallets.error && t(wallets.error)}
          tone="error"
        />
      ) : null}
      {status !== 'loading' && status !== 'error' && list.length === 0 ? (
        <ViewStatus
          title={t('No wallet found')}
          description={searching ? t('Nothing matches “{query}”.', { query: text }) : undefined}
        />
      ) : null}
    </>
  )
}

/**
 * One wallet of the grid. Its cell is reused for another wallet when the filter changes: the name
 * and the test id change at once, and the new wallet's image (a new `<img>`, keyed by its source so
 * its failed state belongs to it) comes in the frame after, so a keystroke's paint carries no image
 * work and no tile ever shows another wallet's image. Until then the image's place stays empty.
 * Every tile's image comes back in the same task (`afterPaintTogether`): one render, not one a tile.
 */
const WalletTile = memo(function WalletTile({
  wallet,
  onChoose,
}: {
  wallet: ExplorerWallet
  onChoose: (wallet: ExplorerWallet) => void
}) {
  const image = `${wallet.image_url ?? ''} ${wallet.image_id ?? ''}`
  const [pictured, setPictured] = useState(image)
  useEffect(() => {
    if (pictured !== image) return afterPaintTogether(() => setPictured(image))
  }, [pictured, image])
  return (
    <button
      type="button"
      className="w3m-tile"
      onClick={() => onChoose(wallet)}
      data-testid={`w3m-wallet-${wallet.id}`}
    >
      {pictured === image ? (
        <WalletImage key={image} imageUrl={wallet.image_url} imageId={wallet.image_id} lazy />
      ) : (
        <span className="w3m-wallet-image" aria-hidden="true" />
      )}
      <span className="w3m-tile-name">{wallet.name}</span>
    </button>
  )
})
