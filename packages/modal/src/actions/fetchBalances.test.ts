import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { BALANCE_RETRY_MS, fetchBalances } from './fetchBalances'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:8453',
  price: 3000,
  value: 3000,
  quantity: { decimals: '18', numeric: '1.0' },
  iconUrl: '',
}
const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:8453',
  address: 'eip155:8453:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 5000,
  quantity: { decimals: '6', numeric: '5000' },
  iconUrl: '',
}
const ZERO = { ...USDC, name: 'Points', symbol: 'PTS', quantity: { decimals: '0', numeric: '7' } }

let answers: Array<() => Response>
const calls: string[] = []
/** What `/v1/supported-chains` answers (asked apart from the balance answers). */
let served: string[]
let supportedChainsAsked = 0

beforeEach(() => {
  vi.useFakeTimers()
  calls.length = 0
  answers = []
  served = ['eip155:8453', 'eip155:42161']
  supportedChainsAsked = 0
  apiFetch = vi.fn(async (url: string) => {
    if (String(url).includes('/v1/supported-chains')) {
      supportedChainsAsked += 1
      return new Response(JSON.stringify({ http: served, ws: [] }), { status: 200 })
    }
    calls.push(String(url))
    const next = answers.shift()
    return next ? next() : new Response('{}', { status: 500 })
  }) as unknown as typeof fetch
})
afterEach(() => {
  vi.useRealTimers()
})

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 })
const fails = () => new Response('boom', { status: 500 })

async function settle<T>(promise: Promise<T>): Promise<T> {
  // The query cache retries 3 times (1 s, 2 s, 4 s) before it gives up.
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(1_000)
  return promise
}

describe('fetchBalances', () => {
  it('lists native and ERC20 tokens by value, drops zero-decimal ones, and totals them', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    answers.push(ok({ balances: [ETH, ZERO, USDC] }))
    await settle(fetchBalances(core))
    const { balances } = core.stores
    expect(balances.status).toBe('ready')
    expect(balances.tokens.map((token) => token.symbol)).toEqual(['USDC', 'ETH'])
    expect(balances.tokens[0]?.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(balances.tokens[1]?.address).toBeUndefined()
    expect(balances.totalValue).toBe(8000)
    expect(calls[0]).toContain('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance')
    expect(calls[0]).toContain('chainId=eip155%3A8453')
  })

  it('asks no balance on a configured chain the API does not list in /v1/supported-chains (cached 5 min)', async () => {
    served = ['eip155:42161']
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await fetchBalances(core)
    expect(calls).toEqual([])
    expect(core.stores.balances.status).toBe('error')
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Token Balance Unavailable',
    ])
    served = ['eip155:8453']
    await vi.advanceTimersByTimeAsync(BALANCE_RETRY_MS)
    // Still the cached list: the retry is refused without asking the balance.
    expect(calls).toEqual([])
    expect(supportedChainsAsked).toBe(1)
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    answers.push(ok({ balances: [ETH] }))
    await settle(fetchBalances(core))
    expect(supportedChainsAsked).toBe(2)
    expect(core.stores.balances.status).toBe('ready')
  })

  it('rejects a response that fails the schema as a whole, with the toast', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    const broken = { ...USDC, quantity: { decimals: '6', numeric: '12abc' } }
    for (let i = 0; i < 4; i++) answers.push(ok({ balances: [ETH, broken] }))
    await settle(fetchBalances(core))
    expect(core.stores.balances.tokens).toEqual([])
    expect(core.stores.balances.status).toBe('error')
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Token Balance Unavailable',
    ])
  })

  it('after a failure fetches nothing for 30 s, then retries by itself', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    for (let i = 0; i < 4; i++) answers.push(fails)
    await settle(fetchBalances(core))
    expect(calls).toHaveLength(4)
    expect(core.stores.balances.status).toBe('error')
    await fetchBalances(core)
    await vi.advanceTimersByTimeAsync(BALANCE_RETRY_MS - 11_000)
    await fetchBalances(core)
    expect(calls).toHaveLength(4)
    answers.push(ok({ balances: [ETH] }))
    await vi.advanceTimersByTimeAsync(11_000)
    expect(calls).toHaveLength(5)
    expect(core.stores.balances.status).toBe('ready')
    expect(core.stores.balances.tokens.map((token) => token.symbol)).toEqual(['ETH'])
  })

  it('toasts on an unsupported network without calling the API', async () => {
    const core = createTestCore({
      fetch: apiFetch,
      connected: true,
      setup: (stores) => {
        stores.chain.walletChainId = 10
      },
    })
    await fetchBalances(core)
    await vi.advanceTimersByTimeAsync(200)
    expect(calls).toHaveLength(0)
    expect(core.stores.toast.toasts[0]?.message).toBe('Token Balance Unavailable')
  })

  it('serves the cache within 30 s and goes to the API when forced', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    answers.push(ok({ balances: [ETH] }), ok({ balances: [ETH, USDC] }))
    await settle(fetchBalances(core))
    await fetchBalances(core)
    expect(calls).toHaveLength(1)
    await fetchBalances(core, { force: true })
    expect(calls).toHaveLength(2)
    expect(calls[1]).toContain('forceUpdate=true')
    expect(core.stores.balances.tokens).toHaveLength(2)
  })
})
