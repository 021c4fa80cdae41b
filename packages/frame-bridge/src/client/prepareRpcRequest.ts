import type * as z from 'zod/mini'
import type { rpcRequestSchema } from '../schemas/rpc'

/** An RPC request as the page passes it. */
export type RpcRequest = z.input<typeof rpcRequestSchema>

/** Defaults an RPC request is filled in with. */
export type RpcDefaults = { chainId: string | number | undefined; rpcUrl: string | undefined }

/** Bigints go out as 0x-hex strings (the frame speaks JSON-RPC). */
export function bigintsToHex(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  if (Array.isArray(value)) return value.map(bigintsToHex)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [key, entry] of Object.entries(value)) out[key] = bigintsToHex(entry)
    return out
  }
  return value
}

/** Fills in chainNamespace, chainId and rpcUrl, and turns bigints into hex. */
export function prepareRpcRequest(request: RpcRequest, defaults: RpcDefaults): RpcRequest {
  const chainId = request.chainId ?? defaults.chainId
  const rpcUrl = request.rpcUrl ?? defaults.rpcUrl
  return {
    method: request.method,
    params: bigintsToHex(request.params),
    chainNamespace: request.chainNamespace ?? 'eip155',
    ...(chainId === undefined ? {} : { chainId }),
    ...(rpcUrl === undefined ? {} : { rpcUrl }),
  }
}

/** `eth_chainId` from a stored chain id ('8453', 8453 or 'eip155:8453') as 0x-hex. */
export function toHexChainId(chainId: string | number): string {
  const raw = String(chainId)
  const reference = raw.includes(':') ? raw.slice(raw.lastIndexOf(':') + 1) : raw
  return /^\d+$/.test(reference) ? `0x${Number(reference).toString(16)}` : raw
}
