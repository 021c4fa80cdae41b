import { z } from 'zod'
import type { ExplorerWallet } from '../clients/explorerSchemas'
import { RECENT_WALLETS_KEY, RECENT_WALLETS_MAX } from './constants'

const storedSchema = z.array(
  z
    .object({
      id: z.string(),
      name: z.string(),
      image_id: z.string(),
      image_url: z.string().optional(),
      rdns: z.string().nullish(),
    })
    .passthrough(),
)

/** Reads the recent wallets from storage; anything malformed reads as none. */
export function readRecentWallets(storage: Pick<Storage, 'getItem'> | undefined): ExplorerWallet[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage?.getItem(RECENT_WALLETS_KEY) ?? '[]'))
    return parsed.success ? (parsed.data.slice(0, RECENT_WALLETS_MAX) as ExplorerWallet[]) : []
  } catch {
    return []
  }
}

/** The list with `wallet` first, without duplicates, at most 2 (SPEC §3). */
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
