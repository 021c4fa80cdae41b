import { onrampQuoteRequestSchema, onrampUrlRequestSchema } from '@w3m/api-schemas'
import { Hono } from 'hono'
import type { ApiDeps } from '../api/apiDeps'
import { parseAccount } from '../api/apiDeps'
import { HttpError, parseBody } from '../api/respond'
import { DEVNET_CHAINS } from '../chain/chains'
import {
  FIAT_USD,
  findNetwork,
  findPurchasable,
  NETWORK_FEE,
  onrampOptions,
  PROVIDER_FEE_SHARE,
} from './onrampCatalog'

/** Splits a fiat payment into fees and the tokens it buys at the token's current price. */
export async function priceOrder(
  deps: ApiDeps,
  input: { asset: string; fiat: string; amount: number; network: string },
) {
  const token = findPurchasable(input.asset)
  if (!token) throw new HttpError(400, 'BAD_REQUEST', `Invalid purchase currency ${input.asset}`)
  const chain = findNetwork(input.network)
  if (!chain) throw new HttpError(400, 'UNSUPPORTED_CHAIN', `Unsupported network ${input.network}`)
  const usdPerFiat = FIAT_USD[input.fiat.toUpperCase()]
  if (!usdPerFiat) throw new HttpError(400, 'BAD_REQUEST', `Invalid payment currency ${input.fiat}`)
  if (!(input.amount > NETWORK_FEE))
    throw new HttpError(400, 'BAD_REQUEST', 'Invalid amount: must exceed the network fee')
  const fee = input.amount * PROVIDER_FEE_SHARE + NETWORK_FEE
  const subtotal = input.amount - fee
  const price = await deps.pricer.priceUsd(chain.id, token.address, token.decimals)
  const purchase = (subtotal * usdPerFiat) / price
  // At most 6 decimals (what a checkout shows), trailing zeros dropped: '49.4', not '49.400000'.
  const text = purchase
    .toFixed(Math.min(token.decimals, 6))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
  return { token, chain, fee, subtotal, purchase: text }
}

/** On-ramp options, quotes and the checkout URL generator. */
export function onrampRoutes(deps: ApiDeps): Hono {
  return new Hono()
    .get('/v1/onramp/options', (c) => c.json(onrampOptions()))
    .post('/v1/onramp/quote', async (c) => {
      const body = await parseBody(c, onrampQuoteRequestSchema)
      const fiat = body.paymentCurrency.toUpperCase()
      const priced = await priceOrder(deps, {
        asset: body.purchaseCurrency,
        fiat,
        amount: Number(body.amount),
        network: body.network,
      })
      const money = (amount: number) => ({ amount: amount.toFixed(2), currency: fiat })
      return c.json({
        networkFee: money(NETWORK_FEE),
        paymentSubtotal: money(priced.subtotal),
        paymentTotal: money(Number(body.amount)),
        purchaseAmount: { amount: priced.purchase, currency: priced.token.symbol },
        quoteId: crypto.randomUUID(),
      })
    })
    .post('/v1/generators/onrampurl', async (c) => {
      const body = await parseBody(c, onrampUrlRequestSchema)
      const wallet = body.destinationWallets[0]!
      const { address } = parseAccount(wallet.address)
      const network = body.defaultNetwork ?? wallet.blockchains?.[0] ?? DEVNET_CHAINS[0]!.network
      const chain = findNetwork(network)
      if (!chain) throw new HttpError(400, 'UNSUPPORTED_CHAIN', `Unsupported network ${network}`)
      const asset = wallet.assets?.[0] ?? 'USDC'
      if (!findPurchasable(asset)) throw new HttpError(400, 'BAD_REQUEST', `Invalid asset ${asset}`)
      const id = crypto.randomUUID()
      const fiatAmount =
        body.presetFiatAmount === undefined ? null : String(Number(body.presetFiatAmount))
      const cryptoAmount =
        body.presetCryptoAmount === undefined ? null : String(Number(body.presetCryptoAmount))
      if ([fiatAmount, cryptoAmount].some((v) => v !== null && !(Number(v) > 0))) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          'Invalid body: preset amounts must be positive numbers',
        )
      }
      await deps.db.query(
        `INSERT INTO onramp_orders (id, address, chain_id, asset, fiat_currency, fiat_amount, crypto_amount, partner_user_id)
         VALUES ($1, $2, $3, $4, 'USD', $5, $6, $7)`,
        [
          id,
          address,
          chain.id,
          asset.toUpperCase(),
          fiatAmount,
          cryptoAmount,
          body.partnerUserId ?? null,
        ],
      )
      return c.json({ url: `${new URL(c.req.url).origin}/onramp/checkout/${id}` })
    })
}
