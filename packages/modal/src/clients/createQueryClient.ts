import { QueryClient } from '@tanstack/query-core'

/** Portfolio (token list) and native balance stay fresh 30 s (docs/behaviour.md#limits). */
export const PORTFOLIO_STALE_MS = 30_000
/** The native balance of the connected address is cached as long as the portfolio, 30 s (docs/behaviour.md#limits). */
export const NATIVE_BALANCE_STALE_MS = PORTFOLIO_STALE_MS
/** Names and identities change rarely, 5 min (docs/behaviour.md#limits). */
export const IDENTITY_STALE_MS = 5 * 60_000
/** Transactions and token prices move fast, 15 s (docs/behaviour.md#limits). */
export const TRANSACTIONS_STALE_MS = 15_000
/** Token prices (`POST /v1/fungible/price`) and swap gas prices stay fresh 15 s (docs/behaviour.md#limits). */
export const TOKEN_PRICE_STALE_MS = TRANSACTIONS_STALE_MS
/** Unused cache entries are dropped after 5 min (docs/behaviour.md#limits). */
const CACHE_GC_MS = 5 * 60_000
/** A failed query is retried up to 3 times (docs/behaviour.md#limits). */
const QUERY_RETRIES = 3
/** The first retry waits 1 s, doubling each time (docs/behaviour.md#limits)... */
const QUERY_RETRY_BASE_MS = 1_000
/** ...up to 30 s. */
const QUERY_RETRY_CAP_MS = 30_000

/**
 * Backoff before retry number `attempt` (0-based): 1 s, 2 s, 4 s, ... capped at 30 s; never sooner
 * than the server's Retry-After (an SdkError's `retryAfterMs`), however long that is.
 */
export function queryRetryDelay(attempt: number, error?: unknown): number {
  const backoff = Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_CAP_MS)
  return Math.max(backoff, retryAfterOf(error))
}

function retryAfterOf(error: unknown): number {
  const wait = (error as { retryAfterMs?: unknown } | null | undefined)?.retryAfterMs
  return typeof wait === 'number' && Number.isFinite(wait) ? wait : 0
}

/** A fresh query cache with the docs/behaviour.md#limits defaults; one per modal core, never shared. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_GC_MS,
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
        // The modal is not a page: no refetch on window focus or reconnect surprises.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  })
}

/** The query cache of one modal core, made on first use (the cache lives as long as the core). */
export function queryClientOf(core: { queryClient?: QueryClient | undefined }): QueryClient {
  core.queryClient ??= createQueryClient()
  return core.queryClient
}
