import type { Chain } from 'viem'

/** Chain namespaces of docs/behaviour.md#state. The modal connects eip155 today; the others are named so views can ask. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** A network the modal can show and switch to: a viem chain plus its CAIP-2 namespace. */
export type Network = Chain & { chainNamespace: ChainNamespace; caipNetworkId: string }

/** Builds a Network from a viem-style chain definition. */
export function defineNetwork(chain: Chain, chainNamespace: ChainNamespace = 'eip155'): Network {
  return { ...chain, chainNamespace, caipNetworkId: `${chainNamespace}:${chain.id}` }
}

/** Base mainnet (8453), one of the two networks the deployment supports (docs/behaviour.md#limits). */
export const base: Network = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})

/** Arbitrum One (42161), the other supported network (docs/behaviour.md#limits). */
export const arbitrum: Network = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

/** Ethereum mainnet: not a default network, but named so hosts can add it. */
export const mainnet: Network = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

/** The networks a modal uses when the host names none. */
export const DEFAULT_NETWORKS: readonly Network[] = [base, arbitrum]

/** A comma-separated list of chain ids; non-numeric entries are dropped (docs/behaviour.md#validation). */
export function parseNetworkIds(list: string): number[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
}

/** The hosted RPC proxy URL of docs/behaviour.md#calls for a chain: `/v1/?chainId=eip155:N&projectId=...`. */
export function hostedRpcUrl(rpcBase: string, chainId: number, projectId: string): string {
  const url = new URL('/v1/', rpcBase)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
