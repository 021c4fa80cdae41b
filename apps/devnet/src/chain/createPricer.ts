import { type Address, formatUnits, type PublicClient } from 'viem'
import { ammAbi } from '../contracts/abis'
import { CONTRACTS, findToken, NATIVE_ADDRESS } from '../contracts/contracts'

/** Fixed exchange rates from USD, for the `currency` parameter. */
export const FIAT_RATES: Record<string, number> = { usd: 1, eur: 0.92, gbp: 0.79 }

/**
 * USD prices: the table's for ETH, USDC and PTS; any other token at its AMM pool's spot price
 * against USDC (or ETH), read from chain state at call time; 0 when it has no pool.
 */
export function createPricer(clients: Record<number, PublicClient>) {
  async function poolPrice(chainId: number, token: Address, decimals: number): Promise<number> {
    const client = clients[chainId]
    if (!client) return 0
    for (const [quote, quoteDecimals, quotePrice] of [
      [CONTRACTS.usdc, 6, 1],
      [NATIVE_ADDRESS, 18, findToken(NATIVE_ADDRESS)?.priceUsd ?? 0],
    ] as const) {
      const [reserveToken, reserveQuote] = await client.readContract({
        address: CONTRACTS.amm,
        abi: ammAbi,
        functionName: 'getReserves',
        args: [token, quote],
      })
      if (reserveToken > 0n && reserveQuote > 0n) {
        const perToken =
          Number(formatUnits(reserveQuote, quoteDecimals)) /
          Number(formatUnits(reserveToken, decimals))
        return perToken * quotePrice
      }
    }
    return 0
  }

  return {
    /** Price in USD of one whole token. */
    async priceUsd(chainId: number, token: Address, decimals: number): Promise<number> {
      const known = findToken(token)
      if (known?.priceUsd !== undefined) return known.priceUsd
      return poolPrice(chainId, token, decimals).catch(() => 0)
    },
  }
}

/** The pricer's type. */
export type Pricer = ReturnType<typeof createPricer>
