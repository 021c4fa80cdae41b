import { SdkError } from '../errors/errors'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import { SEARCH_RESULTS, WALLETS_PAGE_SIZE } from '../utils/constants'
import { fetchJson, type Query, type ResponseSchema } from './fetchJson'
import { walletImageUrl } from './walletImageUrl'

/** Parameters of `/getWallets` (docs/behaviour.md#calls). */
export type GetWalletsParameters = {
  page?: number
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  search?: string
  chains?: readonly string[]
  rdns?: readonly string[]
  signal?: AbortSignal
}

/** A client of the wallet explorer API; every response validated. */
export function createExplorerClient(parameters: {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
  /** Per call, API_TIMEOUT_MS unless set (docs/behaviour.md#limits). */
  timeoutMs?: number | undefined
}) {
  // The schemas (zod) load with the first call, not with the page, while that call's request runs.
  // The modal's first calls are made once the first open's frame has painted (its chunk is fetched
  // after it, docs/behaviour.md#first-open), so the answer is checked as soon as it comes.
  const schemas = () => import('../schemas/explorerSchemas')
  const call = <T>(
    path: string,
    schema: Promise<ResponseSchema<T>>,
    query: Query = {},
    signal?: AbortSignal,
  ) => fetchJson({ ...parameters, path, query, schema, signal })
  return {
    /** One page of wallets and the total count. */
    async getWallets(
      options: GetWalletsParameters = {},
    ): Promise<{ count: number; data: ExplorerWallet[] }> {
      const { signal, ...query } = options
      return call(
        '/getWallets',
        schemas().then((module) => module.walletsPageSchema),
        { page: 1, entries: WALLETS_PAGE_SIZE, ...query },
        signal,
      )
    },
    /** Up to 100 wallets matching `search` (trimmed, docs/behaviour.md#wallet-lists). */
    searchWallets(search: string, options: Omit<GetWalletsParameters, 'search'> = {}) {
      return this.getWallets({
        ...options,
        search: search.trim(),
        page: 1,
        entries: SEARCH_RESULTS,
      })
    },
    /** The project's plan. */
    getProjectLimits(signal?: AbortSignal) {
      const schema = schemas().then((module) => module.projectLimitsSchema)
      return call('/appkit/v1/project-limits', schema, {}, signal)
    },
    /** The project's analytics switch (`/getAnalyticsConfig`): off means no event leaves the page. */
    getAnalyticsConfig(signal?: AbortSignal) {
      const schema = schemas().then((module) => module.analyticsConfigSchema)
      return call('/getAnalyticsConfig', schema, {}, signal)
    },
    /** The project's remote features. */
    getProjectConfig(signal?: AbortSignal) {
      const schema = schemas().then((module) => module.appkitConfigSchema)
      return call('/appkit/v1/config', schema, {}, signal)
    },
    /**
     * Whether `origin` may embed the modal for this project (`/projects/v1/origins`). Per docs/behaviour.md#errors
     * a 429 (APKT010) or 5xx (APKT009) rejects; any other failure means no list, so it is allowed.
     */
    async isOriginAllowed(origin: string, signal?: AbortSignal): Promise<boolean> {
      const { allowedOriginsSchema, isOriginAllowed } = await schemas()
      try {
        const { allowedOrigins } = await call(
          '/projects/v1/origins',
          Promise.resolve(allowedOriginsSchema),
          {},
          signal,
        )
        return allowedOrigins.length === 0 || isOriginAllowed(origin, allowedOrigins)
      } catch (error) {
        const status = error instanceof SdkError ? error.status : undefined
        if (status !== undefined && (status === 429 || status >= 500)) throw error
        return true
      }
    },
    /** URL of a wallet's image by image_id. */
    walletImageUrl(imageId: string): string {
      return walletImageUrl(parameters.baseUrl, parameters.projectId, imageId)
    },
  }
}

/** The explorer client type. */
export type ExplorerClient = ReturnType<typeof createExplorerClient>
