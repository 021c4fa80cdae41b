import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../testing/createTestCore'
import { fixtureTransactions } from '../testing/fixtureData'
import { fetchActivity, refreshActivityUntil } from './fetchActivity'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

const calls: string[] = []
let answers: Array<() => Response>
const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 })

beforeEach(() => {
  vi.useFakeTimers()
  calls.length = 0
  answers = []
  apiFetch = vi.fn(async (url: string) => {
    calls.push(String(url))
    return answers.shift()?.() ?? new Response('down', { status: 502 })
  }) as unknown as typeof fetch
})
afterEach(() => {
  vi.useRealTimers()
})

// Failures take the cache's 3 retries (1 s, 2 s, 4 s); successes settle at once.
async function settle<T>(promise: Promise<T>, ms = 100): Promise<T> {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(ms / 10)
  return promise
}

const [first, second, third] = fixtureTransactions(3, FIXTURE_ADDRESS)
const spam = {
  ...fixtureTransactions(1, FIXTURE_ADDRESS)[0],
  id: 'spam',
  transfers: [
    {
      nft_info: { name: 'Free mint', flags: { is_spam: true } },
      direction: 'in',
      quantity: { numeric: '1' },
    },
  ],
}
const otherChain = { ...third, id: 'arb', metadata: { ...third?.metadata, chain: 'eip155:42161' } }

describe('fetchActivity', () => {
  it('keeps the connected chain only, drops spam NFT-only transactions, and pages by cursor', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    answers.push(ok({ data: [first, spam, otherChain], next: 'c2' }), ok({ data: [second] }))
    await settle(fetchActivity(core))
    expect(core.stores.activity.transactions.map((tx) => tx.id)).toEqual(['tx-0'])
    expect(core.stores.activity.next).toBe('c2')
    expect(calls[0]).toContain('chainId=eip155%3A8453')
    expect(calls[0]).not.toContain('cursor=')
    await settle(fetchActivity(core, { more: true }))
    expect(calls[1]).toContain('cursor=c2')
    expect(core.stores.activity.transactions.map((tx) => tx.id)).toEqual(['tx-0', 'tx-1'])
    expect(core.stores.activity.next).toBeUndefined()
    // No cursor left: the end of the list asks for nothing more.
    await fetchActivity(core, { more: true })
    expect(calls).toHaveLength(2)
  })

  it('caches each page under its cursor', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    answers.push(ok({ data: [first], next: 'c2' }), ok({ data: [second] }))
    await settle(fetchActivity(core))
    await settle(fetchActivity(core, { more: true }))
    await settle(fetchActivity(core))
    await settle(fetchActivity(core, { more: true }))
    expect(calls).toHaveLength(2)
    // Past the 15 s lifetime the first page is asked for again.
    await vi.advanceTimersByTimeAsync(15_000)
    answers.push(ok({ data: [first], next: 'c2' }))
    await settle(fetchActivity(core))
    expect(calls).toHaveLength(3)
  })

  it('on failure shows the toast and an empty list', async () => {
    const core = createTestCore({
      fetch: apiFetch,
      connected: true,
      setup: (stores) => {
        stores.activity.key = `${FIXTURE_ADDRESS.toLowerCase()}:eip155:8453`
        stores.activity.transactions = [first as never]
      },
    })
    await settle(fetchActivity(core, { refresh: true }), 10_000)
    expect(core.stores.activity.status).toBe('error')
    expect(core.stores.activity.transactions).toEqual([])
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Failed to fetch transactions',
    ])
  })
})

describe('refreshActivityUntil', () => {
  it('looks again each second until the indexer lists the sent transaction', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    const hash = second?.metadata.hash ?? ''
    answers.push(ok({ data: [first] }), ok({ data: [first] }), ok({ data: [second, first] }))
    const found = refreshActivityUntil(core, { hash })
    await vi.advanceTimersByTimeAsync(2_500)
    expect(await found).toBe(true)
    expect(calls).toHaveLength(3)
    expect(core.stores.activity.transactions[0]?.metadata.hash).toBe(hash)
  })
})
