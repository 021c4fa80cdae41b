/** A JSON-RPC call failed: the node's error, or a transport failure. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly code?: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Calls `method` on a node. Plain fetch: start-up sends ~60 requests and needs no client layers. */
export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as {
    result?: T
    error?: { message: string; code: number; data?: unknown }
  }
  if (body.error)
    throw new RpcError(`${method}: ${body.error.message}`, body.error.code, body.error.data)
  return body.result as T
}
