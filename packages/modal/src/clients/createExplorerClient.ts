import { SEARCH_RESULTS, WALLETS_PAGE_SIZE } from '../utils/constants'
import {
  appkitConfigSchema,
  type ExplorerWallet,
  getWalletsResponseSchema,
  projectLimitsSchema,
} from './explorerSchemas'
import { fetchJson } from './fetchJson'

/** Parameters of `/getWallets` (SPEC §7). */
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
export function createExplorerClient(parameters: { baseUrl: string; projectId: string }) {
  const call = <T>(
    path: string,
    schema: Parameters<typeof fetchJson<T>>[0]['schema'],
    query = {},
    signal?: AbortSignal,
  ) => fetchJson({ ...parameters, path, query, schema, signal })
  return {
    /** One page of wallets and the total count. */
    getWallets(
      options: GetWalletsParameters = {},
    ): Promise<{ count: number; data: ExplorerWallet[] }> {
      const { signal, ...query } = options
      return call(
        '/getWallets',
        getWalletsResponseSchema,
        { page: 1, entries: WALLETS_PAGE_SIZE, ...query },
        signal,
      )
    },
    /** Up to 100 wallets matching `search` (trimmed, SPEC §2). */
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
      return call('/appkit/v1/project-limits', projectLimitsSchema, {}, signal)
    },
    /** The project's remote features. */
    getProjectConfig(signal?: AbortSignal) {
      return call('/appkit/v1/config', appkitConfigSchema, {}, signal)
    },
    /** URL of a wallet's image by image_id. */
    walletImageUrl(imageId: string): string {
      const url = new URL(
        `getWalletImage/${encodeURIComponent(imageId)}`,
        parameters.baseUrl.endsWith('/') ? parameters.baseUrl : `${parameters.baseUrl}/`,
      )
      url.searchParams.set('projectId', parameters.projectId)
      return url.toString()
    },
  }
}

/** The explorer client type. */
export type ExplorerClient = ReturnType<typeof createExplorerClient>
