import { type HttpTransport, type HttpTransportConfig, http } from 'viem'

/** An RPC call gives up after 10 s (docs/behaviour.md#limits). */
const RPC_TIMEOUT_MS = 10_000
/** 3 retries (docs/behaviour.md#limits). */
export const RPC_RETRY_COUNT = 3
/** Backoff starts at 150 ms and doubles (viem honours Retry-After first) (docs/behaviour.md#limits). */
const RPC_RETRY_DELAY_MS = 150
/** At most 1,000 requests in one JSON-RPC batch (docs/behaviour.md#limits). */
const RPC_BATCH_SIZE = 1_000
/** Multicall batches of 1,024 bytes of calldata (docs/behaviour.md#limits). */
const MULTICALL_BATCH_BYTES = 1_024

/**
 * An HTTP transport with the docs/behaviour.md#limits rules: viem's http retries on 403, 408, 413, 429, 500,
 * 502, 503 and 504 (and the JSON-RPC limit codes), waiting Retry-After when the server sends it.
 */
export function createRpcTransport(
  url: string | undefined,
  overrides: Pick<HttpTransportConfig, 'fetchFn' | 'onFetchResponse'> = {},
): HttpTransport {
  return http(url, {
    timeout: RPC_TIMEOUT_MS,
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_DELAY_MS,
    batch: { batchSize: RPC_BATCH_SIZE },
    ...overrides,
  })
}

/** The client batch option wagmi's createConfig takes: multicall calldata capped at 1,024 bytes. */
export const RPC_CLIENT_BATCH = { multicall: { batchSize: MULTICALL_BATCH_BYTES } } as const
