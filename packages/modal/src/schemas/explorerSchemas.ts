import { type GetWalletsResponse, getWalletsResponseSchema, type Wallet } from '@w3m/api-schemas'
import { isAppLink, isWebUrl } from '@w3m/api-schemas/urls'
import type { ResponseSchema } from './responseSchema'

export {
  allowedOriginsSchema,
  analyticsConfigSchema,
  appkitConfigSchema,
  domainVerificationSchema,
  explorerErrorSchema,
  isOriginAllowed,
  projectLimitsSchema,
} from '@w3m/api-schemas'

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T

/** A wallet of the explorer API (docs/behaviour.md#state), read-only so store snapshots fit it too. */
export type ExplorerWallet = DeepReadonly<Wallet>

const WEB_LINKS = ['homepage', 'webapp_link', 'app_store', 'play_store', 'chrome_store'] as const
const APP_LINKS = ['mobile_link', 'desktop_link'] as const

/** A wallet entry with every link the modal may not open set to null (docs/behaviour.md#wallet-lists). */
function withSafeLinks(wallet: unknown): unknown {
  if (typeof wallet !== 'object' || wallet === null) return wallet
  const entry: Record<string, unknown> = { ...wallet }
  for (const key of WEB_LINKS)
    if (typeof entry[key] === 'string' && !isWebUrl(entry[key])) entry[key] = null
  for (const key of APP_LINKS)
    if (typeof entry[key] === 'string' && !isAppLink(entry[key])) entry[key] = null
  return entry
}

/**
 * `GET /getWallets`: a wallet whose link is a script, data or file URL keeps its place with
 * that link removed, so one hostile entry neither lands in an href nor empties the whole list.
 */
export const walletsPageSchema: ResponseSchema<GetWalletsResponse> = {
  safeParse(data) {
    const page = data as { data?: unknown }
    return getWalletsResponseSchema.safeParse(
      Array.isArray(page?.data) ? { ...page, data: page.data.map(withSafeLinks) } : data,
    )
  },
}
