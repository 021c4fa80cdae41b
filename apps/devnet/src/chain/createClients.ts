import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { DEVNET_CHAINS } from './chains'

/** viem clients of the devnet's nodes, by chain id (reads, ERC-1271/6492-aware signature checks). */
export function createClients(rpcUrls: Record<number, string>): Record<number, PublicClient> {
  return Object.fromEntries(
    DEVNET_CHAINS.filter((chain) => rpcUrls[chain.id]).map((chain) => {
      const url = rpcUrls[chain.id] as string
      const definition = defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: chain.nativeSymbol, decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      return [
        chain.id,
        createPublicClient({ chain: definition, transport: http(url) }) as PublicClient,
      ]
    }),
  )
}
