import type { ExplorerWallet } from '../schemas/explorerSchemas'
import { RECENT_WALLETS_KEY, RECENT_WALLETS_MAX } from './constants'

// Checked by hand, not zod: this runs at start-up, inside the first-load budget.
function isStoredWallet(value: unknown): value is ExplorerWallet {
  if (!value || typeof value !== 'object') return false
  const wallet = value as Record<string, unknown>
  return (
    typeof wallet.id === 'string' &&
    typeof wallet.name === 'string' &&
    typeof wallet.image_id === 'string' &&
    (wallet.image_url === undefined || typeof wallet.image_url === 'string') &&
    (wallet.rdns === undefined || wallet.rdns === null || typeof wallet.rdns === 'string')
  )
}

/** Reads the recent wallets from storage; anything malformed reads as none. */
export function readRecentWallets(storage: Pick<Storage, 'getItem'> | undefined): ExplorerWallet[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_WALLETS_KEY) ?? '[]')
    return Array.isArray(parsed) && parsed.every(isStoredWallet)
      ? parsed.slice(0, RECENT_WALLETS_MAX)
      : []
  } catch {
    return []
  }
}

/** The list with `wallet` first, without duplicates, at most 2 (docs/behaviour.md#state). */
export function addRecentWallet(
  list: readonly ExplorerWallet[],
  wallet: ExplorerWallet,
): ExplorerWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}

/** Persists the recent wallets; storage failures (private mode, quota) are not the visitor's problem. */
export function writeRecentWallets(
  storage: Pick<Storage, 'setItem'> | undefined,
  list: readonly ExplorerWallet[],
): void {
  try {
    storage?.setItem(RECENT_WALLETS_KEY, JSON.stringify(list))
  } catch {}
}

/** Gives `core` the page's localStorage (when it has none yet) and the recent wallets kept there. */
export function attachBrowserStorage(core: {
  storage?: Storage | undefined
  stores: { connections: { recentWallets: ExplorerWallet[] } }
}): void {
  if (core.storage || typeof localStorage === 'undefined') return
  core.storage = localStorage
  core.stores.connections.recentWallets = readRecentWallets(core.storage)
}
