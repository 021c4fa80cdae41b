import { type Address, erc20Abi, type PublicClient } from 'viem'
import { findToken, NATIVE_ADDRESS, SPAM_NFT_CONTRACTS } from '../contracts/contracts'

/** What the API shows of a token. */
export type TokenInfo = { name: string; symbol: string; decimals: number; isSpam: boolean }

const NAME_ABI = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
] as const

/**
 * Names, symbols and decimals of every token the chains have seen: the devnet's own from its
 * table, any other read from the contract once (anyone may deploy a token on the devnet).
 */
export function createTokenRegistry(clients: Record<number, PublicClient>) {
  const cache = new Map<string, TokenInfo>()
  const key = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

  return {
    /** Reads and caches a token's metadata; unreadable contracts get placeholder names. */
    async load(
      chainId: number,
      address: Address,
      kind: 'native' | 'erc20' | 'erc721',
    ): Promise<TokenInfo> {
      const cached = cache.get(key(chainId, address))
      if (cached) return cached
      const known = findToken(address)
      const isSpam = SPAM_NFT_CONTRACTS.some((spam) => spam.toLowerCase() === address.toLowerCase())
      let info: TokenInfo
      if (known || address === NATIVE_ADDRESS) {
        info = {
          name: known?.name ?? 'Ether',
          symbol: known?.symbol ?? 'ETH',
          decimals: known?.decimals ?? 18,
          isSpam,
        }
      } else {
        const client = clients[chainId]
        const read = async <T>(call: () => Promise<T>, fallback: T) =>
          client ? call().catch(() => fallback) : fallback
        const [name, symbol, decimals] = await Promise.all([
          read(
            () => client!.readContract({ address, abi: NAME_ABI, functionName: 'name' }),
            'Unknown token',
          ),
          read(
            () => client!.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
            '???',
          ),
          kind === 'erc20'
            ? read(
                () => client!.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
                18,
              )
            : 0,
        ])
        info = { name, symbol, decimals: Number(decimals), isSpam }
      }
      cache.set(key(chainId, address), info)
      return info
    },
    /** The cached metadata of a token the indexer has seen. */
    get: (chainId: number, address: string): TokenInfo | undefined =>
      cache.get(key(chainId, address)),
  }
}

/** The token registry's type. */
export type TokenRegistry = ReturnType<typeof createTokenRegistry>
