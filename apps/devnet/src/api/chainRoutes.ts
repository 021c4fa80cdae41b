import { fungiblePriceRequestSchema } from '@w3m/api-schemas'
import { Hono } from 'hono'
import { DEVNET_CHAINS } from '../chain/chains'
import { FIAT_RATES } from '../chain/createPricer'
import { SOLANA_NETWORKS } from '../solana/solanaKeys'
import { type ApiDeps, iconUrl, parseAccount } from './apiDeps'
import { HttpError, parseBody } from './respond'
import { solanaFungible } from './solanaAccount'

/** GET /v1/supported-chains and POST /v1/fungible/price. */
export function chainRoutes(deps: ApiDeps): Hono {
  return new Hono()
    .get('/v1/supported-chains', (c) =>
      // The RPC proxy speaks HTTP only; WebSocket clients talk to the nodes directly.
      c.json({
        http: [
          ...DEVNET_CHAINS.map((chain) => chain.caip),
          ...SOLANA_NETWORKS.map((network) => network.caip),
        ],
        ws: [],
      }),
    )
    .post('/v1/fungible/price', async (c) => {
      const body = await parseBody(c, fungiblePriceRequestSchema)
      const rate = FIAT_RATES[body.currency.toLowerCase()]
      if (rate === undefined)
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `Invalid body: currency: unsupported ${body.currency}`,
        )
      const origin = new URL(c.req.url).origin
      const fungibles = await Promise.all(
        body.addresses.map(async (caip) => {
          if (caip.startsWith('solana:')) return solanaFungible(caip, origin, rate)
          const { address, chain } = parseAccount(caip)
          const chainId = chain?.id ?? DEVNET_CHAINS[0]!.id
          const info = await deps.tokens.load(chainId, address, 'erc20')
          const price = (await deps.pricer.priceUsd(chainId, address, info.decimals)) * rate
          return {
            address: caip,
            name: info.name,
            symbol: info.symbol,
            iconUrl: iconUrl(origin, info.symbol),
            price,
          }
        }),
      )
      return c.json({ fungibles })
    })
}
