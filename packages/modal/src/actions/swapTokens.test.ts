import { describe, expect, it, vi } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../testing/createTestCore'
import { apiError, fakeSwapApi, SWAP_AMM, SWAP_TOKENS } from '../testing/fakeSwapApi'
import { connectFakeWallet } from '../testing/fakeWallet'
import { FIXTURE_TOKENS } from '../testing/fixtureData'
import { fetchSwapQuote, fetchSwapTokens, type SwapToken } from './swapQuote'
import { estimateSwapFee, swapTokens } from './swapTokens'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

const HASH = `0x${'34'.repeat(32)}`
const ETH: SwapToken = { ...(SWAP_TOKENS[0] as (typeof SWAP_TOKENS)[0]), balance: '9.87654321' }
const USDC: SwapToken = { ...(SWAP_TOKENS[1] as (typeof SWAP_TOKENS)[0]), balance: '1000' }

const connectedCore = (options: { reject?: boolean; revert?: boolean } = {}) =>
  connectFakeWallet({ fetch: apiFetch, ...options, hash: HASH, to: SWAP_AMM })

describe('swapTokens', () => {
  it('swaps ETH without an approval: the built transaction, with the amount as its value', async () => {
    const api = fakeSwapApi()
    apiFetch = api.fetch as unknown as typeof fetch
    const { core, sent } = await connectedCore()
    const steps: string[] = []
    const result = await swapTokens(core, {
      from: ETH,
      to: USDC,
      amount: '0.01',
      onStep: (step) => steps.push(step),
    })
    expect(result).toEqual({ status: 'success', hash: HASH, approveHash: undefined })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: SWAP_AMM, data: '0xabcdef01', value: '0x2386f26fc10000' })
    expect(api.calls.some((call) => call.path === '/v1/convert/allowance')).toBe(false)
    const build = api.calls.find((call) => call.path === '/v1/convert/build-transaction')
    expect(build?.body).toMatchObject({
      amount: '10000000000000000',
      from: ETH.address,
      to: USDC.address,
      userAddress: `eip155:8453:${FIXTURE_ADDRESS}`,
      eip155: { slippage: '1' },
    })
    expect(steps).toEqual(['swapping', 'waiting'])
  })

  it('approves a short ERC20 allowance first, waits for it, then swaps', async () => {
    const api = fakeSwapApi({}, '0')
    apiFetch = api.fetch as unknown as typeof fetch
    const { core, sent } = await connectedCore()
    const steps: string[] = []
    const result = await swapTokens(core, {
      from: USDC,
      to: ETH,
      amount: '5',
      onStep: (step) => steps.push(step),
    })
    expect(result).toMatchObject({ status: 'success', approveHash: HASH })
    expect(sent.map((tx) => tx.data)).toEqual(['0x095ea7b3', '0xabcdef01'])
    expect(sent[0]?.to).toBe(USDC.address.split(':')[2])
    const approve = api.calls.find((call) => call.path === '/v1/convert/build-approve')
    expect(approve?.query.get('amount')).toBe('5000000')
    expect(steps).toEqual(['approving', 'swapping', 'waiting'])
  })

  it('skips the approval when the allowance covers the amount', async () => {
    apiFetch = fakeSwapApi({}, '5000000').fetch as unknown as typeof fetch
    const { core, sent } = await connectedCore()
    await swapTokens(core, { from: USDC, to: ETH, amount: '5' })
    expect(sent.map((tx) => tx.data)).toEqual(['0xabcdef01'])
  })

  it('keeps quiet when the wallet rejects', async () => {
    apiFetch = fakeSwapApi().fetch as unknown as typeof fetch
    const { core } = await connectedCore({ reject: true })
    expect(await swapTokens(core, { from: ETH, to: USDC, amount: '0.01' })).toEqual({
      status: 'rejected',
    })
    expect(core.stores.toast.toasts).toEqual([])
  })

  it('shows Insufficient liquidity in a toast when the build says so', async () => {
    apiFetch = fakeSwapApi({
      '/v1/convert/build-transaction': apiError(
        400,
        'INSUFFICIENT_LIQUIDITY',
        'Insufficient liquidity',
      ),
    }).fetch as unknown as typeof fetch
    const { core, sent } = await connectedCore()
    expect(await swapTokens(core, { from: ETH, to: USDC, amount: '0.01' })).toEqual({
      status: 'failed',
      message: 'Insufficient liquidity',
    })
    expect(sent).toEqual([])
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Insufficient liquidity',
    ])
  })

  it('fails with a toast when the swap reverts', async () => {
    apiFetch = fakeSwapApi().fetch as unknown as typeof fetch
    const { core } = await connectedCore({ revert: true })
    expect(await swapTokens(core, { from: ETH, to: USDC, amount: '0.01' })).toEqual({
      status: 'failed',
      message: 'Failed to swap',
    })
  })

  it('refuses more than the balance before anything is asked', async () => {
    const api = fakeSwapApi()
    apiFetch = api.fetch as unknown as typeof fetch
    const { core, sent } = await connectedCore()
    expect(await swapTokens(core, { from: USDC, to: ETH, amount: '1000.5' })).toEqual({
      status: 'invalid',
      message: 'Insufficient USDC balance',
    })
    expect(sent).toEqual([])
    expect(api.calls).toEqual([])
  })
})

describe('swap quotes and tokens', () => {
  it('lists the tokens native first and quotes what the amount buys, with the rate', async () => {
    apiFetch = fakeSwapApi().fetch as unknown as typeof fetch
    const core = createTestCore({
      fetch: apiFetch,
      connected: true,
      setup: (stores) => {
        stores.balances.tokens = FIXTURE_TOKENS
      },
    })
    expect((await fetchSwapTokens(core)).map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(await fetchSwapQuote(core, { from: ETH, to: USDC, amount: '0.01' })).toEqual({
      toAmount: '30',
      rate: '1 ETH ≈ 3000 USDC',
      toValue: '$30.00',
    })
  })

  it('asks the quote at the standard gas price and prices the result, both cached 15 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const api = fakeSwapApi()
      apiFetch = api.fetch as unknown as typeof fetch
      const core = createTestCore({ fetch: apiFetch, connected: true })
      const count = (path: string) => api.calls.filter((call) => call.path === path).length
      await fetchSwapQuote(core, { from: USDC, to: ETH, amount: '5' })
      const quote = api.calls.find((call) => call.path === '/v1/convert/quotes')
      expect(quote?.query.get('gasPrice')).toBe('1000000000')
      const price = api.calls.find((call) => call.path === '/v1/fungible/price')
      expect(price?.method).toBe('POST')
      expect(price?.body).toMatchObject({ currency: 'usd', addresses: [ETH.address] })
      vi.advanceTimersByTime(14_000)
      expect(await fetchSwapQuote(core, { from: USDC, to: ETH, amount: '6' })).toMatchObject({
        toValue: '$6.00',
      })
      expect([count('/v1/fungible/price'), count('/v1/convert/gas-price')]).toEqual([1, 1])
      vi.advanceTimersByTime(2_000)
      await fetchSwapQuote(core, { from: USDC, to: ETH, amount: '6' })
      expect([count('/v1/fungible/price'), count('/v1/convert/gas-price')]).toEqual([2, 2])
      expect(count('/v1/convert/quotes')).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('still quotes when the price or the gas price is unavailable', async () => {
    const api = fakeSwapApi({
      '/v1/fungible/price': apiError(500, 'SERVER_ERROR', 'down'),
      '/v1/convert/gas-price': apiError(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain'),
    })
    apiFetch = api.fetch as unknown as typeof fetch
    const core = createTestCore({ fetch: apiFetch, connected: true })
    expect(await fetchSwapQuote(core, { from: ETH, to: USDC, amount: '0.01' })).toEqual({
      toAmount: '30',
      rate: '1 ETH ≈ 3000 USDC',
    })
    expect(
      api.calls.find((call) => call.path === '/v1/convert/quotes')?.query.has('gasPrice'),
    ).toBe(false)
  })

  it('answers in the words of docs/behaviour.md#errors: unsupported network, liquidity, gas price', async () => {
    apiFetch = fakeSwapApi({
      '/v1/convert/tokens': apiError(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain eip155:1'),
      '/v1/convert/quotes': apiError(400, 'INSUFFICIENT_LIQUIDITY', 'Insufficient liquidity'),
      '/v1/convert/gas-price': apiError(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain'),
    }).fetch as unknown as typeof fetch
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await expect(fetchSwapTokens(core)).rejects.toThrow('Network not supported for Swaps')
    await expect(fetchSwapQuote(core, { from: ETH, to: USDC, amount: '1' })).rejects.toThrow(
      'Insufficient liquidity',
    )
    await expect(estimateSwapFee(core, { from: ETH, to: USDC, amount: '1' })).rejects.toThrow(
      'Network not supported for Gas Price',
    )
  })

  it('rejects a malformed quote instead of showing half of it', async () => {
    apiFetch = fakeSwapApi({
      '/v1/convert/quotes': () => Response.json({ quotes: [{ toAmount: '12.5abc' }] }),
    }).fetch as unknown as typeof fetch
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await expect(fetchSwapQuote(core, { from: ETH, to: USDC, amount: '1' })).rejects.toThrow(
      'Failed to swap',
    )
  })

  it('estimates the fee from the built gas at the standard gas price', async () => {
    apiFetch = fakeSwapApi().fetch as unknown as typeof fetch
    const core = createTestCore({ fetch: apiFetch, connected: true })
    // 120,000 gas at 1 gwei.
    expect(await estimateSwapFee(core, { from: ETH, to: USDC, amount: '0.01' })).toEqual({
      fee: '0.00012',
      symbol: 'ETH',
    })
  })
})
