import { queryClientOf, TOKEN_PRICE_STALE_MS } from '../clients/createQueryClient'
import type { Core } from '../core/createCore'

/**
 * The price in USD of one token (CAIP-10 address) from `POST /v1/fungible/price`, cached 15 s
 * per token (docs/behaviour.md#limits); undefined when the API does not price it.
 */
export async function fetchTokenPrice(
  core: Core,
  { caipAddress, signal }: { caipAddress: string; signal?: AbortSignal | undefined },
): Promise<number | undefined> {
  return queryClientOf(core)
    .fetchQuery({
      queryKey: ['token-price', 'usd', caipAddress.toLowerCase()],
      queryFn: async () => {
        const fungibles = await core.blockchain.getTokenPrices(
          { currency: 'usd', addresses: [caipAddress] },
          signal,
        )
        const priced = fungibles.find(
          (entry) => entry.address.toLowerCase() === caipAddress.toLowerCase(),
        )
        // The query cache keeps no undefined: an unpriced token is null until asked again.
        return priced?.price ?? null
      },
      staleTime: TOKEN_PRICE_STALE_MS,
      retry: false,
    })
    .then((price) => price ?? undefined)
}

/** The standard gas price of a chain (CAIP-2 id) in wei, from `/v1/convert/gas-price`, cached 15 s. */
export function fetchGasPrice(core: Core, { chainId }: { chainId: string }): Promise<string> {
  return queryClientOf(core).fetchQuery({
    queryKey: ['gas-price', chainId],
    queryFn: async () => (await core.blockchain.getSwapGasPrice(chainId)).standard,
    staleTime: TOKEN_PRICE_STALE_MS,
    retry: false,
  })
}
