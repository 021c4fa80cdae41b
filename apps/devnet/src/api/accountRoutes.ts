import { Hono } from 'hono'
import { type Address, erc20Abi, formatUnits } from 'viem'
import { z } from 'zod'
import { FIAT_RATES } from '../chain/createPricer'
import { NATIVE_ADDRESS, TOKENS } from '../contracts/contracts'
import { type ApiDeps, chainsFor, iconUrl, parseAccount } from './apiDeps'
import { parseQuery } from './respond'
import { isSolanaRequest, solanaBalances } from './solanaAccount'

const balanceQuery = z.object({
  currency: z.enum(Object.keys(FIAT_RATES) as [string, ...string[]]).default('usd'),
  chainId: z.string().optional(),
  forceUpdate: z.string().optional(),
})

/** Balances of an address, read from chain state at each call: GET /v1/account/{address}/balance. */
export function accountRoutes(deps: ApiDeps): Hono {
  return new Hono().get('/v1/account/:address/balance', async (c) => {
    const query = parseQuery(c, balanceQuery)
    const origin = new URL(c.req.url).origin
    const rate = FIAT_RATES[query.currency] ?? 1
    if (isSolanaRequest(c.req.param('address'), query.chainId)) {
      const balances = solanaBalances(deps, c.req.param('address'), query.chainId, rate, origin)
      return c.json({ balances })
    }
    const { address } = parseAccount(c.req.param('address'))
    const perChain = await Promise.all(
      chainsFor(query.chainId).map(async (chain) => {
        const client = deps.clients[chain.id]
        if (!client) return []
        // The devnet's tokens plus any other ERC20 this address ever received.
        const seen = deps.indexer
          .transactionsOf(chain.id, address)
          .flatMap((tx) =>
            tx.transfers.filter((t) => t.kind === 'erc20' && t.to === address).map((t) => t.token),
          )
        const tokens = [...new Set<Address>([...TOKENS.map((token) => token.address), ...seen])]
        return Promise.all(
          tokens.map(async (token) => {
            const raw =
              token === NATIVE_ADDRESS
                ? await client.getBalance({ address })
                : await client.readContract({
                    address: token,
                    abi: erc20Abi,
                    functionName: 'balanceOf',
                    args: [address],
                  })
            if (raw === 0n) return undefined
            const info = await deps.tokens.load(
              chain.id,
              token,
              token === NATIVE_ADDRESS ? 'native' : 'erc20',
            )
            const price = (await deps.pricer.priceUsd(chain.id, token, info.decimals)) * rate
            const numeric = formatUnits(raw, info.decimals)
            return {
              name: info.name,
              symbol: info.symbol,
              chainId: chain.caip,
              ...(token === NATIVE_ADDRESS ? {} : { address: `${chain.caip}:${token}` }),
              value: Number(numeric) * price,
              price,
              quantity: { decimals: String(info.decimals), numeric },
              iconUrl: iconUrl(origin, info.symbol),
            }
          }),
        )
      }),
    )
    const balances = perChain.flat().filter((balance) => balance !== undefined)
    return c.json({ balances })
  })
}
