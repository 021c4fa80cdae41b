import { BaseError, createWalletClient, defineChain, type Hex, hexToBigInt, http } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderRpcError, RPC_ERROR } from './providerRpcError'
import type { TransactionRequest } from './rpcParams'

/** A chain the wallet can reach. */
export type WalletChain = { id: number; name: string; rpcUrl: string }

// Methods a node must never answer for the wallet: anvil would sign them with its own unlocked
// accounts, bypassing the visitor's approval.
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
  'eth_subscribe',
  'eth_unsubscribe',
])

/** Whether a method is a read (or a raw send) the chain's node may answer. */
export function isForwardable(method: string): boolean {
  return /^(eth_|net_|web3_)/.test(method) && !NEVER_FORWARDED.has(method)
}

/** Sends one JSON-RPC request to the chain's node and returns its result or its error. */
export async function forwardRpc(
  chain: WalletChain,
  method: string,
  params: unknown,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new ProviderRpcError(RPC_ERROR.chainDisconnected, `Chain ${chain.id} is unreachable`, {
      cause: String(cause),
    })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null) {
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      `Chain ${chain.id} answered HTTP ${response.status}`,
    )
  }
  const { result, error } = body as {
    result?: unknown
    error?: { code?: unknown; message?: unknown; data?: unknown }
  }
  if (error) {
    const code = typeof error.code === 'number' ? error.code : RPC_ERROR.internal
    throw new ProviderRpcError(code, String(error.message ?? 'RPC error'), error.data)
  }
  return result
}

/** Fills, signs locally and broadcasts a transaction; resolves to its hash. */
export async function sendTransactionOnChain(
  chain: WalletChain,
  account: PrivateKeyAccount,
  tx: TransactionRequest,
): Promise<Hex> {
  const viemChain = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  const big = (value: string | undefined) =>
    value === undefined ? undefined : hexToBigInt(value as Hex)
  const common = {
    to: (tx.to ?? null) as Hex | null,
    data: (tx.data ?? tx.input) as Hex | undefined,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce as Hex)),
  }
  try {
    if (tx.gasPrice !== undefined) {
      return await client.sendTransaction({ ...common, gasPrice: big(tx.gasPrice) })
    }
    return await client.sendTransaction({
      ...common,
      maxFeePerGas: big(tx.maxFeePerGas),
      maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
    })
  } catch (error) {
    throw toProviderError(error)
  }
}

/** The node's own error code when viem's error carries one, else an internal error. */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof BaseError) {
    const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
    const code = (withCode as { code?: number } | null)?.code ?? RPC_ERROR.internal
    return new ProviderRpcError(code, error.shortMessage, { details: error.details })
  }
  return new ProviderRpcError(RPC_ERROR.internal, String(error))
}
