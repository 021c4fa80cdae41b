import { Hono } from 'hono'
import { html } from 'hono/html'
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import type { ApiDeps } from '../api/apiDeps'
import { HttpError } from '../api/respond'
import { TREASURY } from '../chain/accounts'
import { findChain } from '../chain/chains'
import { sendAs } from '../chain/sendAs'
import { NATIVE_ADDRESS } from '../contracts/contracts'
import { findPurchasable } from './onrampCatalog'
import { priceOrder } from './onrampRoutes'

type OrderRow = {
  id: string
  address: string
  chain_id: number
  asset: string
  fiat_currency: string
  fiat_amount: string | null
  crypto_amount: string | null
  status: 'created' | 'paying' | 'completed' | 'failed'
  tx_hash: string | null
}

const toOrder = (row: OrderRow) => ({
  id: row.id,
  address: row.address,
  chainId: row.chain_id,
  asset: row.asset,
  fiatCurrency: row.fiat_currency,
  fiatAmount: row.fiat_amount,
  cryptoAmount: row.crypto_amount,
  // 'paying' is a lock held during the transfer; outside it reads as not yet completed.
  status: row.status === 'paying' ? 'created' : row.status,
  txHash: row.tx_hash,
})

/** The local checkout the on-ramp URL opens: a visitor "pays" and the treasury sends the tokens. */
export function checkoutRoutes(deps: ApiDeps): Hono {
  const load = async (id: string) => {
    const { rows } = await deps.db.query<OrderRow>('SELECT * FROM onramp_orders WHERE id = $1', [
      id,
    ])
    if (!rows[0]) throw new HttpError(404, 'NOT_FOUND', `No on-ramp order ${id}`)
    return rows[0]
  }

  async function pay(id: string, fiatInput: number | undefined): Promise<OrderRow> {
    // Claim the order first, so two clicks never pay out twice.
    const { rows } = await deps.db.query<OrderRow>(
      "UPDATE onramp_orders SET status = 'paying' WHERE id = $1 AND status = 'created' RETURNING *",
      [id],
    )
    const order = rows[0]
    if (!order) return load(id)
    try {
      const chain = findChain(order.chain_id)
      const token = findPurchasable(order.asset)
      const url = chain && deps.rpcUrls[chain.id]
      if (!chain || !token || !url) throw new Error('order names an unknown chain or asset')
      const fiat = fiatInput ?? (order.fiat_amount === null ? undefined : Number(order.fiat_amount))
      const amount =
        order.crypto_amount ??
        (
          await priceOrder(deps, {
            asset: order.asset,
            fiat: order.fiat_currency,
            amount: fiat ?? 0,
            network: chain.network,
          })
        ).purchase
      const units = parseUnits(amount, token.decimals)
      const receipt =
        token.address === NATIVE_ADDRESS
          ? await sendAs(url, {
              from: TREASURY.address,
              to: order.address as `0x${string}`,
              value: units,
            })
          : await sendAs(url, {
              from: TREASURY.address,
              to: token.address,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [order.address as `0x${string}`, units],
              }),
            })
      const { rows: done } = await deps.db.query<OrderRow>(
        `UPDATE onramp_orders SET status = 'completed', tx_hash = $2, crypto_amount = $3, fiat_amount = coalesce(fiat_amount, $4), paid_at = now()
         WHERE id = $1 RETURNING *`,
        [id, receipt.hash, amount, fiat ?? null],
      )
      return done[0] as OrderRow
    } catch (error) {
      await deps.db.query("UPDATE onramp_orders SET status = 'created' WHERE id = $1", [id])
      if (error instanceof HttpError) throw error
      throw new HttpError(500, 'SERVER_ERROR', `Payment failed: ${(error as Error).message}`)
    }
  }

  return new Hono()
    .get('/onramp/orders/:id', async (c) => c.json(toOrder(await load(c.req.param('id')))))
    .post('/onramp/checkout/:id/pay', async (c) => {
      const isForm = c.req.header('content-type')?.includes('form') ?? false
      const input = isForm
        ? Object.fromEntries(
            Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]),
          )
        : await c.req.json().catch(() => ({}))
      const raw = (input as Record<string, unknown>).fiatAmount
      const fiat = raw === undefined || raw === '' ? undefined : Number(raw)
      if (fiat !== undefined && !(fiat > 0))
        throw new HttpError(
          400,
          'BAD_REQUEST',
          'Invalid body: fiatAmount must be a positive number',
        )
      const order = await pay(c.req.param('id'), fiat)
      return isForm ? c.redirect(`/onramp/checkout/${order.id}`, 303) : c.json(toOrder(order))
    })
    .get('/onramp/checkout/:id', async (c) => {
      const order = toOrder(await load(c.req.param('id')))
      const chain = findChain(order.chainId)
      return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet checkout</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}dt{color:#666}dd{margin:0 0 .75rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#3b5bdb;color:#fff}input{font:inherit;padding:.4rem}</style></head>
<body><h1>Devnet checkout</h1>
<p>Nothing is charged: paying sends the tokens from the devnet treasury on chain.</p>
<dl><dt>Buy</dt><dd data-testid="checkout-asset">${order.asset} on ${chain?.name ?? order.chainId}</dd>
<dt>To</dt><dd data-testid="checkout-address">${order.address}</dd>
${order.cryptoAmount ? html`<dt>Amount</dt><dd data-testid="checkout-crypto">${order.cryptoAmount} ${order.asset}</dd>` : ''}
<dt>Status</dt><dd data-testid="checkout-status">${order.status}</dd>
${order.txHash ? html`<dt>Transaction</dt><dd data-testid="checkout-tx">${order.txHash}</dd>` : ''}</dl>
${
  order.status === 'created'
    ? html`<form method="post" action="/onramp/checkout/${order.id}/pay">
<label>Pay (${order.fiatCurrency}) <input name="fiatAmount" type="number" min="11" step="0.01" value="${order.fiatAmount ?? '100'}" ${order.cryptoAmount ? 'disabled' : ''}></label>
<p><button type="submit" data-testid="checkout-pay">Pay</button></p></form>`
    : html`<p data-testid="checkout-done">Payment complete. You can close this window.</p>`
}
</body></html>`)
    })
}
