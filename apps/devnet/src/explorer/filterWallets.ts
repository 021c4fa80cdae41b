import type { GetWalletsResponse, Wallet } from '@w3m/api-schemas'
import { z } from 'zod'

/** Default page size of `/getWallets`, the modal's page of 40. */
export const DEFAULT_ENTRIES = 40
/** Largest page `/getWallets` serves, so one call cannot ask for an unbounded answer. */
export const MAX_ENTRIES = 1000

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return fallback
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1 || number > max) {
        context.addIssue({ code: 'custom', message: `must be an integer from 1 to ${max}` })
        return z.NEVER
      }
      return number
    })

/** Query of `/getWallets`, as the hosted explorer reads it. */
export const getWalletsQuerySchema = z.object({
  page: positiveInt(1, Number.MAX_SAFE_INTEGER),
  entries: positiveInt(DEFAULT_ENTRIES, MAX_ENTRIES),
  search: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() ?? ''),
  badge_type: z.enum(['none', 'certified']).optional(),
  include: commaList,
  exclude: commaList,
  names: commaList,
  rdns: commaList,
  chains: commaList,
})

/** A parsed `/getWallets` query. */
export type GetWalletsQuery = z.output<typeof getWalletsQuerySchema>

/**
 * One page of the catalogue: include, exclude, names, rdns, chains (any of them), certified and
 * search (trimmed, case-insensitive, on the name) narrow it; `count` counts every match.
 */
export function filterWallets(
  wallets: readonly Wallet[],
  query: GetWalletsQuery,
): GetWalletsResponse {
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const names = new Set(query.names.map((name) => name.toLowerCase()))
  const rdns = new Set(query.rdns.map((value) => value.toLowerCase()))
  const matches = wallets
    .filter((wallet) => include.size === 0 || include.has(wallet.id))
    .filter((wallet) => !exclude.has(wallet.id))
    .filter((wallet) => names.size === 0 || names.has(wallet.name.toLowerCase()))
    .filter((wallet) => rdns.size === 0 || rdns.has((wallet.rdns ?? '').toLowerCase()))
    .filter(
      (wallet) =>
        query.chains.length === 0 || query.chains.some((chain) => wallet.chains?.includes(chain)),
    )
    // 'none' asks for no badge filter, as the hosted explorer reads it; 'certified' narrows.
    .filter((wallet) => query.badge_type !== 'certified' || wallet.badge_type === 'certified')
    .filter((wallet) => query.search === '' || wallet.name.toLowerCase().includes(query.search))
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries), count: matches.length }
}
