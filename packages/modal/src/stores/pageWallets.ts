// The page's own wallets (announced or injected) as Connect lists them first. In the first load:
// the dialog's shell draws them with this same rule where Connect will (docs/behaviour.md#first-open).
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import { isRdns, isUuid } from '../utils/announcedIds'
import { walletName } from '../utils/walletName'
import type { ConnectorInfo } from './createConnectorsStore'

/** One row of a wallet list: an explorer wallet, an announced connector, or both merged by rdns. */
export type WalletListItem = {
  key: string
  name: string
  imageUrl?: string | undefined
  /** The connector to connect through when the wallet is in the page. */
  connectorId?: string | undefined
  wallet?: ExplorerWallet | undefined
  tag?: 'installed' | 'recent' | undefined
  /** The Wallet Standard name when the wallet speaks Solana (with `connectorId`, it speaks both). */
  solanaWallet?: string | undefined
}

/** Adds `item` to `items` unless one of its ids is in `seen` already; then its ids are. */
export function addOnce(
  items: WalletListItem[],
  seen: Set<string>,
  item: WalletListItem,
  ids: Array<string | null | undefined>,
): void {
  if (ids.some((id) => id && seen.has(id))) return
  for (const id of ids) if (id) seen.add(id)
  items.push(item)
}

/**
 * The page's wallets as list items, each once, merged with its explorer entry when the rdns
 * matches; `seen` gathers their ids, for the lists after them to skip.
 */
export function pageWalletItems(
  connectors: readonly ConnectorInfo[],
  explorer: readonly ExplorerWallet[] = [],
  seen = new Set<string>(),
): WalletListItem[] {
  const items: WalletListItem[] = []
  for (const connector of connectors) {
    if (connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED') continue
    // The page named it: its name is shown cleaned, and a wallet with no visible name is not
    // listed (the first load's listener keeps only a small check; docs/behaviour.md#hostile-data).
    const name = walletName(connector.name)
    if (!name) continue
    // Nor one whose announced uuid or rdns is malformed, and a uuid's first wallet keeps it (the
    // EVM adapter's list has passed `readAnnouncement` and has no uuid here; the first load's has not).
    if (
      connector.type === 'ANNOUNCED' &&
      ((connector.uuid !== undefined && !isUuid(connector.uuid)) || !isRdns(connector.rdns))
    )
      continue
    const wallet = connector.rdns
      ? explorer.find((entry) => entry.rdns === connector.rdns)
      : undefined
    addOnce(
      items,
      seen,
      {
        key: connector.rdns ?? connector.id,
        name,
        imageUrl: connector.imageUrl ?? wallet?.image_url ?? undefined,
        connectorId: connector.id,
        wallet,
        tag: 'installed',
      },
      [connector.rdns, connector.id, wallet?.id, connector.uuid],
    )
  }
  return items
}
