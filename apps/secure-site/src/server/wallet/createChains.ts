import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
} from 'viem'
import { SecureSiteError } from '../errors'

/** One chain the embedded wallet works on. */
export type ChainConfig = { chainId: number; rpcUrl: string; factory?: Address | undefined }

/** A configured chain with its viem definition and read client. */
export type SiteChain = ChainConfig & { chain: Chain; client: PublicClient }

/** The wallet's chains, looked up by id. */
export type Chains = {
  ids: number[]
  get(chainId: number | string | undefined): SiteChain
  /** Chains whose factory is known: the smart-account networks. */
  smartAccountIds(): number[]
}

/** Accepts 8453, '8453', '0x2105' and 'eip155:8453'. */
export function parseChainId(value: number | string): number {
  if (typeof value === 'number') return value
  const raw = value.startsWith('eip155:') ? value.slice(7) : value
  const parsed = raw.startsWith('0x') ? Number.parseInt(raw, 16) : Number(raw)
  return Number.isInteger(parsed) ? parsed : Number.NaN
}

/** Chains from config; `fallbackChainId` answers requests that name none. */
export function createChains(configs: ChainConfig[], fallbackChainId?: number): Chains {
  const byId = new Map<number, SiteChain>()
  for (const config of configs) {
    const chain = defineChain({
      id: config.chainId,
      name: `devnet ${config.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [config.rpcUrl] } },
    })
    // Devnet blocks come fast; poll receipts often so sends settle quickly.
    const client = createPublicClient({
      chain,
      transport: http(config.rpcUrl),
      pollingInterval: 250,
    })
    byId.set(config.chainId, { ...config, chain, client: client as PublicClient })
  }
  const ids = [...byId.keys()]
  return {
    ids,
    get(chainId) {
      const id = chainId === undefined ? (fallbackChainId ?? ids[0]) : parseChainId(chainId)
      const found = id === undefined ? undefined : byId.get(id)
      if (!found) throw new SecureSiteError('UNSUPPORTED_CHAIN', 'Unsupported chain')
      return found
    },
    smartAccountIds: () => ids.filter((id) => byId.get(id)?.factory),
  }
}
