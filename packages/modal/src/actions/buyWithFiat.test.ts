import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../core/createCore'
import type { Balance } from '../schemas/blockchainSchemas'
import { createTestCore, FIXTURE_ADDRESS } from '../testing/createTestCore'
import { FIXTURE_ONRAMP_OPTIONS, FIXTURE_ONRAMP_QUOTE } from '../testing/onrampFixtureData'
import { buyWithFiat, stopPurchase, watchPurchase } from './buyWithFiat'
import { loadOnrampOptions, ONRAMP_ERRORS, setOnrampField } from './onrampForm'

afterEach(() => vi.restoreAllMocks())

const CHECKOUT = 'http://127.0.0.1:4100/onramp/checkout/order-1'

const usdc = (numeric: string): Balance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:8453',
  address: 'eip155:8453:0xB74f068b4f8F2037cf58bDE2eAaD9846F28dA65a',
  price: 1,
  value: Number(numeric),
  quantity: { decimals: '6', numeric },
  iconUrl: '',
})

/** A fake checkout window: where it was sent, and whether it was closed. */
function fakeWindow() {
  const win = {
    closed: false,
    opener: {} as unknown,
    location: { href: 'about:blank' },
    close: vi.fn(),
  }
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
  return { win, open }
}

/** A core with a quoted $50 of USDC on Base, and a fake API whose USDC balance is `balance()`. */
async function quotedCore(api: { url?: () => Promise<string>; balance: () => string }) {
  const core = createTestCore({ connected: true })
  const getOnrampUrl = vi.fn(api.url ?? (async () => CHECKOUT))
  core.blockchain = {
    getOnrampOptions: async () => FIXTURE_ONRAMP_OPTIONS,
    getBalances: async () => [usdc(api.balance())],
    getHistory: async () => ({ data: [] }),
    getOnrampUrl,
  } as unknown as Core['blockchain']
  await loadOnrampOptions(core)
  setOnrampField(core, { field: 'amount', value: '50' })
  core.stores.onramp.quote = FIXTURE_ONRAMP_QUOTE
  core.stores.onramp.quoteStatus = 'ready'
  return { core, getOnrampUrl }
}

describe('buyWithFiat', () => {
  it('opens a blank window in the click, then sends it to the checkout made for the account', async () => {
    const { win, open } = fakeWindow()
    const { core, getOnrampUrl } = await quotedCore({ balance: () => '10' })
    const pending = buyWithFiat(core)
    // Synchronously, before anything is awaited: popup blockers allow only this.
    expect(open).toHaveBeenCalledWith('about:blank', 'w3m-onramp-checkout')
    expect(core.stores.onramp.purchaseStatus).toBe('opening')
    expect(await pending).toEqual({ status: 'waiting', url: CHECKOUT })
    expect(getOnrampUrl).toHaveBeenCalledWith({
      destinationWallets: [{ address: FIXTURE_ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: FIXTURE_ADDRESS.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: '50',
      presetCryptoAmount: '49.4',
    })
    expect(win.location.href).toBe(CHECKOUT)
    expect(win.opener).toBeNull()
    expect(core.stores.onramp).toMatchObject({
      purchaseStatus: 'waiting',
      watch: { symbol: 'USDC', amount: '49.4', before: '10' },
    })
  })

  it('without a quote opens nothing', async () => {
    const { open } = fakeWindow()
    const { core } = await quotedCore({ balance: () => '10' })
    setOnrampField(core, { field: 'amount', value: '5' })
    expect(await buyWithFiat(core)).toEqual({
      status: 'invalid',
      message: 'Enter an amount between 10.00 and 7500.00 USD',
    })
    expect(open).not.toHaveBeenCalled()
  })

  it('a failed checkout URL closes the window and says so', async () => {
    const { win } = fakeWindow()
    const { core } = await quotedCore({
      balance: () => '10',
      url: async () => {
        throw new Error('HTTP 500')
      },
    })
    expect(await buyWithFiat(core)).toEqual({ status: 'failed', message: ONRAMP_ERRORS.checkout })
    expect(win.close).toHaveBeenCalled()
    expect(core.stores.onramp).toMatchObject({
      purchaseStatus: 'idle',
      error: ONRAMP_ERRORS.checkout,
    })
  })

  it('never sends the window to a script or plain-http checkout URL', async () => {
    for (const hostile of ['javascript:alert(document.cookie)', 'http://pay.example.com/c/1']) {
      const { win } = fakeWindow()
      const { core } = await quotedCore({ balance: () => '10', url: async () => hostile })
      expect(await buyWithFiat(core)).toEqual({ status: 'failed', message: ONRAMP_ERRORS.checkout })
      expect(win.location.href).toBe('about:blank')
      expect(win.close).toHaveBeenCalled()
      expect(core.stores.onramp.checkoutUrl).toBeUndefined()
    }
  })
})

describe('watchPurchase', () => {
  it('waits, even with the checkout closed, until the balance rises; then success', async () => {
    const { win } = fakeWindow()
    let balance = '10'
    const { core } = await quotedCore({ balance: () => balance })
    await buyWithFiat(core)
    win.closed = true
    const controller = new AbortController()
    const watching = watchPurchase(core, { signal: controller.signal, intervalMs: 5 })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(core.stores.onramp.purchaseStatus).toBe('waiting')
    balance = '59.4'
    expect(await watching).toBe(true)
    expect(core.stores.onramp.purchaseStatus).toBe('success')
    expect(core.stores.balances.tokens[0]?.quantity).toBe('59.4')
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toContain('Bought 49.4 USDC')
  })

  it('with no balance read before the checkout, the first reading is the baseline', async () => {
    let balance = '10'
    const { core } = await quotedCore({ balance: () => balance })
    Object.assign(core.stores.onramp, {
      purchaseStatus: 'waiting',
      watch: { symbol: 'USDC', amount: '49.4', before: null },
    })
    const watching = watchPurchase(core, { signal: new AbortController().signal, intervalMs: 5 })
    await new Promise((resolve) => setTimeout(resolve, 30))
    // 10 USDC already held is not the purchase.
    expect(core.stores.onramp).toMatchObject({
      purchaseStatus: 'waiting',
      watch: { before: '10' },
    })
    balance = '59.4'
    expect(await watching).toBe(true)
  })

  it('going back stops the watch', async () => {
    fakeWindow()
    const { core } = await quotedCore({ balance: () => '10' })
    await buyWithFiat(core)
    const controller = new AbortController()
    const watching = watchPurchase(core, { signal: controller.signal, intervalMs: 5 })
    stopPurchase(core)
    controller.abort()
    expect(await watching).toBe(false)
    expect(core.stores.onramp).toMatchObject({ purchaseStatus: 'idle', watch: undefined })
  })
})
