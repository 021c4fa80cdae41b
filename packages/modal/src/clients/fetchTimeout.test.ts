import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainClient } from './createBlockchainClient'
import { createExplorerClient } from './createExplorerClient'
import { createQueryClient, queryRetryDelay } from './createQueryClient'
import { API_TIMEOUT_MS, fetchJson, parseRetryAfter } from './fetchJson'

afterEach(() => vi.useRealTimers())

/** A fetch that never answers and ignores its abort signal: only the client's own timer ends the call. */
const silentFetch = vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch

/** A fetch whose answer arrives but whose body never ends. */
const stalledBodyFetch = (async () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })) as unknown as typeof fetch

const okFetch = (body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch

/** A fetch that answers as `answer.current` does at the time of the call: the test swaps it. */
const switchable = (first: typeof fetch) => {
  const answer = { current: first }
  const fetchFn = ((...args: Parameters<typeof fetch>) => answer.current(...args)) as typeof fetch
  return { answer, fetchFn }
}

const anySchema = { safeParse: (data: unknown) => ({ success: true as const, data }) }

/** Settles `promise` into a value or the error's code, so a rejection is never left unhandled. */
const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: { code?: string; details?: string }) => ({ code: error.code, details: error.details }),
  )

describe('fetchJson timeout (docs/behaviour.md#limits)', () => {
  it('a route that never answers fails with Server Error (APKT009) after 10 s, not before', async () => {
    vi.useFakeTimers()
    const result = settle(
      fetchJson({
        baseUrl: 'http://api.test',
        path: '/v1/x',
        projectId: 'p',
        schema: anySchema,
        fetch: silentFetch,
      }),
    )
    let settled = false
    void result.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toEqual({
      code: 'APKT009',
      details: '/v1/x timed out',
    })
  })

  it('a body that never ends times out as well, and the request is aborted', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const fetchFn = (async (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined
      return stalledBodyFetch(_url, init)
    }) as unknown as typeof fetch
    const result = settle(
      fetchJson({
        baseUrl: 'http://api.test',
        path: '/v1/y',
        projectId: 'p',
        schema: anySchema,
        fetch: fetchFn,
        timeoutMs: 500,
      }),
    )
    await vi.advanceTimersByTimeAsync(500)
    expect(await result).toMatchObject({ code: 'APKT009' })
    expect(signal?.aborted).toBe(true)
  })

  it("the caller's abort still ends the call at once", async () => {
    const controller = new AbortController()
    const fetchFn = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch
    const result = settle(
      fetchJson({
        baseUrl: 'http://api.test',
        path: '/v1/z',
        projectId: 'p',
        schema: anySchema,
        fetch: fetchFn,
        signal: controller.signal,
      }),
    )
    controller.abort()
    expect(await result).toEqual({ code: 'APKT009', details: '/v1/z unreachable' })
  })

  it('a 429 carries its Retry-After', async () => {
    const fetchFn = (async () =>
      new Response('{}', { status: 429, headers: { 'retry-after': '7' } })) as typeof fetch
    await expect(
      fetchJson({
        baseUrl: 'http://api.test',
        path: '/v1/r',
        projectId: 'p',
        schema: anySchema,
        fetch: fetchFn,
      }),
    ).rejects.toMatchObject({ code: 'APKT010', retryAfterMs: 7_000 })
    expect(parseRetryAfter('0')).toBe(0)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })
})

describe('the API clients time out and can be asked again', () => {
  it('Blockchain API: a hanging balance route is APKT009 after the configured timeout; the next call works', async () => {
    vi.useFakeTimers()
    const { answer, fetchFn } = switchable(silentFetch)
    const client = createBlockchainClient({
      baseUrl: 'http://api.test',
      projectId: 'p',
      timeoutMs: 2_000,
      fetch: fetchFn,
    })
    const hung = settle(client.getBalances('0xabc', { chainId: 'eip155:1' }))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await hung).toMatchObject({ code: 'APKT009' })
    answer.current = okFetch({ balances: [] })
    await expect(client.getBalances('0xabc', { chainId: 'eip155:1' })).resolves.toEqual([])
  })

  it('explorer: a hanging wallet list is APKT009 after the configured timeout; the next call works', async () => {
    vi.useFakeTimers()
    const { answer, fetchFn } = switchable(silentFetch)
    const client = createExplorerClient({
      baseUrl: 'http://explorer.test',
      projectId: 'p',
      timeoutMs: 3_000,
      fetch: fetchFn,
    })
    const hung = settle(client.getWallets())
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await hung).toMatchObject({ code: 'APKT009' })
    vi.useRealTimers()
    answer.current = okFetch({ count: 0, data: [] })
    await expect(client.getWallets()).resolves.toEqual({ count: 0, data: [] })
  })
})

describe('query retries honour Retry-After', () => {
  it('waits the longer of the backoff and the server’s Retry-After', () => {
    expect(queryRetryDelay(0, { retryAfterMs: 5_000 })).toBe(5_000)
    expect(queryRetryDelay(2, { retryAfterMs: 1_000 })).toBe(4_000)
    expect(queryRetryDelay(0, new Error('x'))).toBe(1_000)
  })

  it('a rate-limited query is not asked again before Retry-After', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    let calls = 0
    const result = settle(
      client.fetchQuery({
        queryKey: ['limited'],
        retry: 1,
        queryFn: () => {
          calls++
          return fetchJson({
            baseUrl: 'http://api.test',
            path: '/v1/limited',
            projectId: 'p',
            schema: anySchema,
            fetch: (async () =>
              new Response('{}', {
                status: 429,
                headers: { 'retry-after': '5' },
              })) as typeof fetch,
          })
        },
      }),
    )
    await vi.advanceTimersByTimeAsync(4_999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    expect(await result).toMatchObject({ code: 'APKT010' })
  })
})
