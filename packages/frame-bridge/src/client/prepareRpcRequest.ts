import type * as z from 'zod/mini'
import type { rpcRequestSchema } from '../schemas/rpc'
import { isSolanaMethod } from '../schemas/solana'

/** An RPC request as the page passes it. */
export type RpcRequest = z.input<typeof rpcRequestSchema>

/** Defaults an RPC request is filled in with: the chain, and the RPC URL of whichever chain it goes to. */
export type RpcDefaults = {
  chainId: string | number | undefined
  rpcUrlOf: (chainId: string | number) => string | undefined
}

/** Where the client finds each chain's RPC URL. */
export type RpcUrlSource = {
  /** The default chain... */
  chainId?: string | number | undefined
  /** ...and its URL: never sent for another chain. */
  rpcUrl?: string | undefined
  /** Each chain's URL, by EVM chain id (`8453`, `'eip155:8453'`) or Solana CAIP-2 id. */
  rpcUrls?: Readonly<Record<string | number, string>> | undefined
}

/** `8453`, `'8453'` and `'eip155:8453'` name the same chain; a Solana id is only itself. */
function chainKeys(chainId: string | number): string[] {
  const raw = String(chainId)
  const evm = /^(?:eip155:)?(\d+)$/.exec(raw)?.[1]
  return evm ? [evm, `eip155:${evm}`] : [raw]
}

/**
 * The RPC URL of `chainId` (docs/wire.md#frame-messages): its own entry in `rpcUrls`, else the
 * single `rpcUrl` when `chainId` is the default chain; nothing for any other chain, so the frame is
 * never told one chain's URL for another.
 */
export function rpcUrlOf(source: RpcUrlSource, chainId: string | number): string | undefined {
  const keys = chainKeys(chainId)
  for (const key of keys) {
    const url = source.rpcUrls?.[key]
    if (url) return url
  }
  if (source.chainId === undefined) return undefined
  const home = chainKeys(source.chainId)
  return keys.some((key) => home.includes(key)) ? source.rpcUrl : undefined
}

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
 * Fills in chainNamespace (solana for the Solana methods, else eip155), chainId and the RPC URL of
 * that chain, and turns bigints into hex. The default chain fills in only when it is of the
 * request's namespace: an EVM chain never goes with a Solana request, nor the reverse.
 */
export function prepareRpcRequest(request: RpcRequest, defaults: RpcDefaults): RpcRequest {
  const namespace = request.chainNamespace ?? (isSolanaMethod(request.method) ? 'solana' : 'eip155')
  const defaultIsSolana = String(defaults.chainId ?? '').startsWith('solana:')
  const sameNamespace = (namespace === 'solana') === defaultIsSolana
  const chainId = request.chainId ?? (sameNamespace ? defaults.chainId : undefined)
  const rpcUrl = request.rpcUrl ?? (chainId === undefined ? undefined : defaults.rpcUrlOf(chainId))
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
