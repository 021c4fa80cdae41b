import { type HttpTransport, type HttpTransportConfig, http } from 'viem'

/** SPEC §9: an RPC call gives up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000
/** SPEC §9: 3 retries. */
export const RPC_RETRY_COUNT = 3
/** SPEC §9: backoff starts at 150 ms and doubles (viem honours Retry-After first). */
export const RPC_RETRY_DELAY_MS = 150
/** SPEC §9: at most 1,000 requests in one JSON-RPC batch. */
export const RPC_BATCH_SIZE = 1_000
/** SPEC §9: multicall batches of 1,024 bytes of calldata. */
export const MULTICALL_BATCH_BYTES = 1_024

/**
 * An HTTP transport with the SPEC §9 rules: viem's http retries on 403, 408, 413, 429, 500,
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
