import type { ExplorerWallet } from '../schemas/explorerSchemas'
import { EXPLORER_RANKS } from '../utils/constants'
import type { Platform } from '../utils/platform'
import type { ConnectorInfo, StandardWalletInfo } from './createConnectorsStore'
import { addOnce, pageWalletItems, type WalletListItem } from './pageWallets'

export type { WalletListItem }

/**
 * Connect's list (issue 5): announced wallets first, then recent (at most 2), featured and
 * recommended; each wallet once, an announced wallet and its explorer entry merged by rdns.
 */
export function connectWalletList(parameters: {
  connectors: readonly ConnectorInfo[]
  recent: readonly ExplorerWallet[]
  featured: readonly ExplorerWallet[]
  recommended: readonly ExplorerWallet[]
  /** Solana wallets of the page: merged into their EIP-6963 row by rdns or name, else rows of their own. */
  standardWallets?: readonly StandardWalletInfo[]
}): WalletListItem[] {
  const explorer = [...parameters.recent, ...parameters.featured, ...parameters.recommended]
  const seen = new Set<string>()
  const items = pageWalletItems(parameters.connectors, explorer, seen)
  const add = (item: WalletListItem, ids: Array<string | null | undefined>) =>
    addOnce(items, seen, item, ids)
  for (const standard of parameters.standardWallets ?? []) {
    const twin = items.find(
      (item) =>
        item.connectorId &&
        ((standard.rdns && item.key === standard.rdns) || item.name === standard.name),
    )
    if (twin) twin.solanaWallet = standard.name
    else
      add(
        {
          key: `solana:${standard.name}`,
          name: standard.name,
          imageUrl: standard.icon,
          solanaWallet: standard.name,
          tag: 'installed',
        },
        [`solana:${standard.name}`],
      )
  }
  const lists: Array<[readonly ExplorerWallet[], WalletListItem['tag']]> = [
    [parameters.recent.slice(0, 2), 'recent'],
    [parameters.featured, undefined],
    [parameters.recommended, undefined],
  ]
  for (const [list, tag] of lists) {
    for (const wallet of list) {
      add(
        { key: wallet.id, name: wallet.name, imageUrl: wallet.image_url ?? undefined, wallet, tag },
        [wallet.id, wallet.rdns],
      )
    }
  }
  return items
}

/** On mobile, wallets without a mobile or web link are hidden unless known (in the page by rdns) (docs/behaviour.md#wallet-lists). */
export function filterWalletsForPlatform(
  wallets: readonly ExplorerWallet[],
  platform: Platform,
  knownRdns: ReadonlySet<string>,
): ExplorerWallet[] {
  if (!platform.mobile) return [...wallets]
  return wallets.filter(
    (wallet) =>
      Boolean(wallet.mobile_link || wallet.webapp_link) ||
      Boolean(wallet.rdns && knownRdns.has(wallet.rdns)),
  )
}

/** The search text, trimmed (docs/behaviour.md#wallet-lists). */
export function normalizeSearch(query: string): string {
  return query.trim()
}

/**
 * The loaded wallets whose name holds `query` (trimmed, any case): the explorer's own search rule,
 * so AllWallets can answer a keystroke in the same frame and the explorer's answer agrees with it.
 */
export function matchWalletsByName(
  wallets: readonly ExplorerWallet[],
  query: string,
): ExplorerWallet[] {
  return [...walletNameMatcher(wallets)(query)]
}

/**
 * `matchWalletsByName` for one list asked many times (a keystroke each): the names are lower-cased
 * once, so a keystroke over 1,000+ wallets only compares strings. No text gives the list itself.
 */
export function walletNameMatcher<T extends Pick<ExplorerWallet, 'name'>>(
  wallets: readonly T[],
): (query: string) => readonly T[] {
  const names = wallets.map((wallet) => wallet.name.toLowerCase())
  return (query) => {
    const needle = normalizeSearch(query).toLowerCase()
    if (!needle) return wallets
    const matches: T[] = []
    names.forEach((name, index) => {
      if (name.includes(needle)) matches.push(wallets[index] as T)
    })
    return matches
  }
}

/**
 * The explorer's ranking, honoured (docs/behaviour.md#wallet-lists): wallets ranked 1 to 20 (their
 * `order`) come first, by rank; the others keep the order they arrived in.
 */
export function rankWallets<T extends Pick<ExplorerWallet, 'order'>>(wallets: readonly T[]): T[] {
  const ranked = (wallet: T) =>
    typeof wallet.order === 'number' && wallet.order >= 1 && wallet.order <= EXPLORER_RANKS
  return [
    ...wallets.filter(ranked).sort((a, b) => (a.order as number) - (b.order as number)),
    ...wallets.filter((wallet) => !ranked(wallet)),
  ]
}
