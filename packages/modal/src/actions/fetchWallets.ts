import type { Core } from '../core/createCore'
import { normalizeSearch, rankWallets } from '../stores/walletList'
import { RECOMMENDED_COUNT, WALLETS_PAGE_SIZE } from '../utils/constants'
import { warmImages } from '../utils/warmImages'

const message = (error: unknown) =>
  error && typeof error === 'object' && 'shortMessage' in error
    ? String(error.shortMessage)
    : 'Network Error: Wallet Load Failed'

/** Loads Connect's featured (by the host's ids) and recommended wallets (4 each, docs/behaviour.md#limits). */
export async function fetchConnectWallets(core: Pick<Core, 'stores' | 'explorer'>): Promise<void> {
  const { wallets, options } = core.stores
  if (wallets.status === 'loading') return
  wallets.status = 'loading'
  wallets.error = undefined
  try {
    const featuredIds = options.featuredWalletIds
    const [featured, recommended] = await Promise.all([
      featuredIds.length > 0
        ? core.explorer.getWallets({ include: featuredIds, entries: RECOMMENDED_COUNT })
        : Promise.resolve({ count: 0, data: [] }),
      core.explorer.getWallets({
        entries: RECOMMENDED_COUNT,
        exclude: featuredIds.length > 0 ? featuredIds : undefined,
      }),
    ])
    // Their images start loading with the answer, not with the rows' first render (which may wait
    // for the modal's UI to come in): the rows' <img> find them in the browser's cache.
    warmImages(
      [...featured.data, ...recommended.data].map((wallet) =>
        core.explorer.walletImageUrl(wallet.image_id),
      ),
    )
    wallets.featured = featured.data
    wallets.recommended = rankWallets(recommended.data)
    wallets.count = recommended.count + featured.data.length
    wallets.status = 'ready'
  } catch (error) {
    wallets.status = 'error'
    wallets.error = message(error)
  }
}

/** Loads the next page of 40 for All wallets; does nothing when every wallet is loaded. */
export async function fetchWalletsPage(core: Pick<Core, 'stores' | 'explorer'>): Promise<void> {
  const { wallets } = core.stores
  if (wallets.status === 'loading') return
  if (wallets.page > 0 && wallets.wallets.length >= wallets.count) return
  wallets.status = 'loading'
  try {
    const page = wallets.page + 1
    const result = await core.explorer.getWallets({ page, entries: WALLETS_PAGE_SIZE })
    const known = new Set(wallets.wallets.map((wallet) => wallet.id))
    wallets.wallets = rankWallets([
      ...wallets.wallets,
      ...result.data.filter((wallet) => !known.has(wallet.id)),
    ])
    wallets.count = result.count
    wallets.page = page
    wallets.status = 'ready'
  } catch (error) {
    wallets.status = 'error'
    wallets.error = message(error)
  }
}

/** Searches the explorer (trimmed, up to 100); a newer search wins over a slower older one. */
export async function searchWallets(
  core: Pick<Core, 'stores' | 'explorer'>,
  { query }: { query: string },
): Promise<void> {
  const { search } = core.stores.wallets
  const text = normalizeSearch(query)
  search.query = text
  if (!text) {
    search.results = []
    search.status = 'idle'
    return
  }
  search.status = 'loading'
  try {
    const result = await core.explorer.searchWallets(text)
    if (search.query !== text) return
    search.results = result.data
    search.status = 'ready'
  } catch (error) {
    if (search.query !== text) return
    search.status = 'error'
    core.stores.wallets.error = message(error)
  }
}
