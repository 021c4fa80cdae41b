import type { Chain } from 'viem'

/** Chain namespaces of docs/behaviour.md#state. The modal connects eip155 and solana; the others are named so views can ask. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** The namespaces the modal connects. */
export type ConnectableNamespace = 'eip155' | 'solana'

/** A network the modal can show and switch to: a viem chain plus its CAIP-2 namespace. */
export type Network = Chain & {
  chainNamespace: Exclude<ChainNamespace, 'solana'>
  caipNetworkId: string
}

/** Builds a Network from a viem-style chain definition. */
export function defineNetwork(
  chain: Chain,
  chainNamespace: Network['chainNamespace'] = 'eip155',
): Network {
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

/** Ethereum mainnet, eip155:1: the default network. */
export const mainnet: Network = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

/** A Solana cluster the modal can connect: its CAIP-2 id is `solana:` + the genesis hash's first 32 characters. */
export type SolanaNetwork = {
  /** The CAIP-2 reference (genesis hash prefix). */
  id: string
  name: string
  chainNamespace: 'solana'
  caipNetworkId: `solana:${string}`
  /** The Wallet Standard chain name wallets announce (`solana:mainnet`, ...). */
  walletChain: `solana:${string}`
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

function defineSolanaNetwork(id: string, name: string, cluster: string): SolanaNetwork {
  return {
    id,
    name,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${id}`,
    walletChain: `solana:${cluster}`,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  }
}

/** Solana mainnet-beta, the default Solana network. */
export const solana = defineSolanaNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'mainnet')
/** Solana devnet. */
export const solanaDevnet = defineSolanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'devnet',
)
/** Solana testnet. */
export const solanaTestnet = defineSolanaNetwork(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'testnet',
)

/** Any network the modal connects: EVM or Solana. */
export type AnyNetwork = Network | SolanaNetwork

/**
 * The networks a modal uses when the host names none: Ethereum, eip155:1 (docs/behaviour.md#networks).
 * Base and Arbitrum, the networks the deployment supports, are named by the hosts that want them.
 */
export const DEFAULT_NETWORKS: readonly Network[] = [mainnet]

/** Networks standing in for chains of the general list until it has loaded (element/optionsFromElement.ts). */
export const PROVISIONAL_NETWORKS = new WeakSet<object>()

/** A well-formed Solana CAIP-2 id: `solana:` and a base58 reference of 32 characters. */
const SOLANA_CAIP2 = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * A comma-separated network list: EVM chain ids as integers, Solana networks as CAIP-2 ids
 * (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`); anything else is dropped.
 */
export function parseNetworkList(list: string): Array<number | `solana:${string}`> {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry): Array<number | `solana:${string}`> => {
      if (/^\d+$/.test(entry)) return [Number(entry)]
      if (SOLANA_CAIP2.test(entry)) return [entry as `solana:${string}`]
      return []
    })
}

/** The hosted RPC proxy URL of docs/behaviour.md#calls for a chain: `/v1/?chainId=eip155:N&projectId=...`. */
export function hostedRpcUrl(
  rpcBase: string,
  chainId: number | `solana:${string}`,
  projectId: string,
): string {
  const url = new URL('/v1/', rpcBase)
  url.searchParams.set('chainId', typeof chainId === 'number' ? `eip155:${chainId}` : chainId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
