import '../../clients/jitless'
import { z } from 'zod'
import { toProviderError } from './walletConnectErrors'

const RPC_RESPONSE = z.union([
  z.object({ result: z.unknown() }).loose(),
  z.object({ error: z.object({ code: z.number(), message: z.string() }).loose() }).loose(),
])

/** Sends a read (eth_call, eth_getBalance, …) to the chain's RPC URL; the wallet never sees it. */
export async function forwardRpc(
  url: string,
  request: { method: string; params?: unknown },
  fetchFn: typeof fetch = globalThis.fetch,
): Promise<unknown> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: request.method,
      params: request.params ?? [],
    }),
  })
  const parsed = RPC_RESPONSE.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) {
    throw toProviderError({ code: -32603, message: `Bad RPC answer (HTTP ${response.status})` })
  }
  if ('error' in parsed.data) throw toProviderError(parsed.data.error)
  return parsed.data.result
}
