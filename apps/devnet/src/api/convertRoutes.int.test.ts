import {
  balanceResponseSchema,
  blockchainApiErrorSchema,
  convertAllowanceResponseSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
} from '@w3m/api-schemas'
import { type Address, erc20Abi, formatUnits, type Hex, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../chain/accounts'
import { createClients } from '../chain/createClients'
import { sendAs } from '../chain/sendAs'
import { CONTRACTS, NATIVE_ADDRESS } from '../contracts/contracts'
import { type Devnet, startDevnet } from '../server'
import { apiTestKit, waitFor } from '../testing/apiTestKit'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>
const TRADER = DEV_ACCOUNTS[3] as Address
const caip = (address: string, chainId = 42161) => `eip155:${chainId}:${address}`
const plain = (caipAddress: string) => caipAddress.split(':')[2] as Address

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())

describe('convert', () => {
  it('lists the pooled tokens and the chain gas price', async () => {
    const tokens = api.parse(
      convertTokensResponseSchema,
      (await api.get('/v1/convert/tokens', { chainId: 'eip155:42161' })).body,
    )
    expect(tokens.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DEV'])
    expect(tokens.tokens[0]?.address).toBe(caip(NATIVE_ADDRESS.toLowerCase()))
    const gas = api.parse(
      convertGasPriceResponseSchema,
      (await api.get('/v1/convert/gas-price', { chainId: 'eip155:42161' })).body,
    )
    const onChain = await createClients(devnet.urls.rpc)[42161]?.getGasPrice()
    expect(BigInt(gas.standard)).toBe(onChain)
    expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.standard))
  })

  it('answers Insufficient liquidity when no pool can fill', async () => {
    const noPool = await api.get('/v1/convert/quotes', {
      amount: '10',
      userAddress: caip(TRADER),
      from: caip(CONTRACTS.points),
      to: caip(CONTRACTS.usdc),
    })
    expect(noPool.status).toBe(400)
    expect(api.parse(blockchainApiErrorSchema, noPool.body)).toMatchObject({
      code: 'INSUFFICIENT_LIQUIDITY',
      reasons: [{ description: 'Insufficient liquidity' }],
    })
    // More than the pool holds: 10 million USDC against a 300k USDC pool.
    const tooBig = await api.get('/v1/convert/quotes', {
      amount: parseUnits('10000000', 6).toString(),
      userAddress: caip(TRADER),
      from: caip(CONTRACTS.usdc),
      to: caip(NATIVE_ADDRESS),
    })
    expect(api.parse(blockchainApiErrorSchema, tooBig.body).message).toBe('Insufficient liquidity')
    expect(
      (
        await api.get('/v1/convert/quotes', {
          amount: '-1',
          userAddress: caip(TRADER),
          from: 'x',
          to: 'y',
        })
      ).status,
    ).toBe(400)
  })

  it('swaps end to end: quote, approve, swap, balances change on chain by the quoted amounts', async () => {
    const url = devnet.urls.rpc[42161] as string
    const client = createClients(devnet.urls.rpc)[42161]!
    const usdcOf = () =>
      client.readContract({
        address: CONTRACTS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [TRADER],
      })
    // The trader first buys USDC with ETH (no approval needed for the native coin).
    const buy = api.parse(
      convertBuildTransactionResponseSchema,
      (
        await api.post('/v1/convert/build-transaction', {
          projectId: '11111111111111111111111111111111',
          amount: parseUnits('1', 18).toString(),
          from: caip(NATIVE_ADDRESS),
          to: caip(CONTRACTS.usdc),
          userAddress: caip(TRADER),
          eip155: { slippage: '1' },
          disableEstimate: false,
        })
      ).body,
    )
    expect(buy.tx.amount).toBe(parseUnits('1', 18).toString())
    await sendAs(url, {
      from: TRADER,
      to: plain(buy.tx.to),
      data: buy.tx.data as Hex,
      value: BigInt(buy.tx.amount),
    })
    const usdcBefore = await usdcOf()
    expect(usdcBefore).toBeGreaterThan(parseUnits('2900', 6))

    const amount = parseUnits('1000', 6)
    const quoteQuery = {
      amount: amount.toString(),
      userAddress: caip(TRADER),
      from: caip(CONTRACTS.usdc),
      to: caip(CONTRACTS.dev),
    }
    const quote = api.parse(
      convertQuotesResponseSchema,
      (await api.get('/v1/convert/quotes', quoteQuery)).body,
    ).quotes[0]!
    // ~$1000 of DEV at $2, less the 0.3 % fee and the price impact.
    expect(Number(quote.toAmount) / 1e18).toBeGreaterThan(480)
    expect(Number(quote.toAmount) / 1e18).toBeLessThan(500)

    const allowanceQuery = { tokenAddress: caip(CONTRACTS.usdc), userAddress: caip(TRADER) }
    expect(
      api.parse(
        convertAllowanceResponseSchema,
        (await api.get('/v1/convert/allowance', allowanceQuery)).body,
      ).allowance,
    ).toBe('0')
    const approve = api.parse(
      convertBuildApproveResponseSchema,
      (await api.get('/v1/convert/build-approve', { ...quoteQuery, amount: amount.toString() }))
        .body,
    )
    expect(approve.tx.to).toBe(caip(CONTRACTS.usdc))
    await sendAs(url, { from: TRADER, to: plain(approve.tx.to), data: approve.tx.data as Hex })
    expect(
      api.parse(
        convertAllowanceResponseSchema,
        (await api.get('/v1/convert/allowance', allowanceQuery)).body,
      ).allowance,
    ).toBe(amount.toString())

    const swap = api.parse(
      convertBuildTransactionResponseSchema,
      (
        await api.post('/v1/convert/build-transaction', {
          projectId: '11111111111111111111111111111111',
          ...quoteQuery,
          eip155: { slippage: '0.5' },
        })
      ).body,
    )
    expect(swap.tx.amount).toBe('0')
    const receipt = await sendAs(url, {
      from: TRADER,
      to: plain(swap.tx.to),
      data: swap.tx.data as Hex,
    })
    expect(await usdcOf()).toBe(usdcBefore - amount)
    const dev = await client.readContract({
      address: CONTRACTS.dev,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [TRADER],
    })
    expect(dev).toBe(BigInt(quote.toAmount))

    const { value: trade } = await waitFor(async () => {
      const { data } = api.parse(
        historyResponseSchema,
        (await api.get(`/v1/account/${TRADER}/history`, { chainId: 'eip155:42161' })).body,
      )
      return data.find((tx) => tx.metadata.hash === receipt.hash)
    }, 2_000)
    expect(trade.metadata.operationType).toBe('trade')
    const balances = api.parse(
      balanceResponseSchema,
      (await api.get(`/v1/account/${TRADER}/balance`, { chainId: 'eip155:42161' })).body,
    )
    expect(balances.balances.find((b) => b.symbol === 'DEV')?.quantity.numeric).toBe(
      formatUnits(dev, 18),
    )
  })

  it('prices tokens by address, the pool-priced one from the AMM', async () => {
    const { body } = await api.post('/v1/fungible/price', {
      projectId: '11111111111111111111111111111111',
      currency: 'usd',
      addresses: [caip(CONTRACTS.usdc, 8453), caip(CONTRACTS.dev, 8453)],
    })
    const { fungibles } = api.parse(fungiblePriceResponseSchema, body)
    expect(fungibles.map((f) => [f.symbol, f.price > 0])).toEqual([
      ['USDC', true],
      ['DEV', true],
    ])
    expect(fungibles[0]?.price).toBe(1)
  })
})
