import type * as z from 'zod/mini'
import type { rpcRequestSchema } from '../schemas/rpc'
import { isSolanaMethod } from '../schemas/solana'

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

/**
 * Fills in chainNamespace (solana for the Solana methods, else eip155), chainId and rpcUrl, and
 * turns bigints into hex. The defaults fill in only when they are of the request's namespace: an
 * EVM chain never goes with a Solana request, nor the reverse.
 */
export function prepareRpcRequest(request: RpcRequest, defaults: RpcDefaults): RpcRequest {
  const namespace = request.chainNamespace ?? (isSolanaMethod(request.method) ? 'solana' : 'eip155')
  const defaultIsSolana = String(defaults.chainId ?? '').startsWith('solana:')
  const sameNamespace = (namespace === 'solana') === defaultIsSolana
  const chainId = request.chainId ?? (sameNamespace ? defaults.chainId : undefined)
  const rpcUrl = request.rpcUrl ?? (sameNamespace ? defaults.rpcUrl : undefined)
  return {
    method: request.method,
    params: bigintsToHex(request.params),
    chainNamespace: namespace,
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
