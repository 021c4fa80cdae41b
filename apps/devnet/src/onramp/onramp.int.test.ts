import {
  historyResponseSchema,
  onrampOptionsResponseSchema,
  onrampOrderSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '@w3m/api-schemas'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, TREASURY } from '../chain/accounts'
import { createClients } from '../chain/createClients'
import { CONTRACTS } from '../contracts/contracts'
import { type Devnet, startDevnet } from '../server'
import { apiTestKit, waitFor } from '../testing/apiTestKit'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>
const BUYER = DEV_ACCOUNTS[6] as Address
const PROJECT = { projectId: '11111111111111111111111111111111' }

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())

describe('on-ramp', () => {
  it('offers USD and EUR for ETH, USDC and DEV on both networks', async () => {
    const options = api.parse(
      onrampOptionsResponseSchema,
      (await api.get('/v1/onramp/options')).body,
    )
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'DEV'])
    const usdc = options.purchaseCurrencies.find((c) => c.symbol === 'USDC')
    expect(usdc?.networks.map((n) => [n.name, n.chain_id, n.contract_address])).toEqual([
      ['base', '8453', CONTRACTS.usdc],
      ['arbitrum', '42161', CONTRACTS.usdc],
    ])
  })

  it('quotes a purchase net of fees', async () => {
    const { body } = await api.post('/v1/onramp/quote', {
      ...PROJECT,
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'base',
    })
    const quote = api.parse(onrampQuoteResponseSchema, body)
    // $100 less 1 % and the $0.10 network fee buys 98.9 USDC.
    expect(quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.90', currency: 'USD' },
      purchaseAmount: { amount: '98.9', currency: 'USDC' },
    })
    expect(
      (
        await api.post('/v1/onramp/quote', {
          ...PROJECT,
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: 'x',
          network: 'base',
        })
      ).status,
    ).toBe(400)
  })

  it('sends the purchase from the treasury on chain when the visitor pays at the checkout', async () => {
    const client = createClients(devnet.urls.rpc)[42161]!
    const usdcOf = () =>
      client.readContract({
        address: CONTRACTS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [BUYER],
      })
    const before = await usdcOf()
    const { body } = await api.post('/v1/generators/onrampurl', {
      ...PROJECT,
      destinationWallets: [{ address: BUYER, blockchains: ['arbitrum'], assets: ['USDC'] }],
      defaultNetwork: 'arbitrum',
      partnerUserId: 'buyer-1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    const { url } = api.parse(onrampUrlResponseSchema, body)
    expect(url.startsWith(`${devnet.urls.api}/onramp/checkout/`)).toBe(true)
    const page = await (await fetch(url)).text()
    expect(page).toContain('data-testid="checkout-pay"')
    expect(page).toContain(BUYER)

    const form = new URLSearchParams({ fiatAmount: '50' })
    const paid = await fetch(`${url}/pay`, { method: 'POST', body: form, redirect: 'manual' })
    expect(paid.status).toBe(303)
    const id = url.split('/').at(-1) as string
    const order = api.parse(
      onrampOrderSchema,
      await (await fetch(`${devnet.urls.api}/onramp/orders/${id}`)).json(),
    )
    // $50 less 1 % and $0.10 = 49.40 USDC.
    expect(order).toMatchObject({
      status: 'completed',
      cryptoAmount: '49.4',
      chainId: 42161,
      address: BUYER,
    })
    expect(await usdcOf()).toBe(before + parseUnits('49.4', 6))
    expect(await (await fetch(url)).text()).toContain('Payment complete')

    // Paying again sends nothing more.
    await fetch(`${url}/pay`, { method: 'POST', body: form, redirect: 'manual' })
    expect(await usdcOf()).toBe(before + parseUnits('49.4', 6))

    const { value: deposit } = await waitFor(async () => {
      const history = api.parse(
        historyResponseSchema,
        (await api.get(`/v1/account/${BUYER}/history`, { chainId: 'eip155:42161' })).body,
      )
      return history.data.find((tx) => tx.metadata.hash === order.txHash)
    }, 2_000)
    expect(deposit.metadata).toMatchObject({ operationType: 'receive', sentFrom: TREASURY.address })
  })

  it('refuses an order for an unknown network or a bad address', async () => {
    const bad = await api.post('/v1/generators/onrampurl', {
      ...PROJECT,
      destinationWallets: [{ address: BUYER }],
      defaultNetwork: 'solana',
    })
    expect(bad.status).toBe(400)
    expect(
      (
        await api.post('/v1/generators/onrampurl', {
          ...PROJECT,
          destinationWallets: [{ address: '0x12' }],
        })
      ).status,
    ).toBe(400)
    expect((await fetch(`${devnet.urls.api}/onramp/orders/nope`)).status).toBe(404)
  })
})
