import { createPublicClient } from 'viem'
import { base } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRpcTransport, RPC_RETRY_COUNT } from './createRpcTransport'

const URL = 'http://127.0.0.1:1/rpc'

function clientAnswering(answers: Array<() => Response>, calls: number[]) {
  const fetchFn = vi.fn(async (_input: unknown, init?: RequestInit) => {
    calls.push(Date.now())
    const body = JSON.parse(String(init?.body)) as Array<{ id: number }>
    const next = answers.shift()
    if (next) return next()
    const results = body.map((entry) => ({ jsonrpc: '2.0', id: entry.id, result: '0x2105' }))
    return new Response(JSON.stringify(results), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return createPublicClient({
    chain: base,
    transport: createRpcTransport(URL, { fetchFn: fetchFn as unknown as typeof fetch }),
  })
}

afterEach(() => vi.useRealTimers())

describe('createRpcTransport', () => {
  it('waits what Retry-After says on a 429, then succeeds', async () => {
    vi.useFakeTimers()
    const calls: number[] = []
    const client = clientAnswering(
      [() => new Response('slow down', { status: 429, headers: { 'Retry-After': '2' } })],
      calls,
    )
    const result = client.getChainId()
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10)
    expect(await result).toBe(8453)
    expect(calls).toHaveLength(2)
  })

  it('retries 5xx 3 times with backoff from 150 ms, then fails', async () => {
    vi.useFakeTimers()
    const calls: number[] = []
    const answers = Array.from({ length: 10 }, () => () => new Response('down', { status: 503 }))
    const client = clientAnswering(answers, calls)
    const result = client.getChainId().catch((error: Error) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await result).toBeInstanceOf(Error)
    expect(calls).toHaveLength(1 + RPC_RETRY_COUNT)
    // 150, 300, 600 ms between attempts (plus the batch's scheduling tick).
    const gaps = calls.slice(1).map((time, index) => time - (calls[index] ?? 0))
    expect(gaps.map((gap) => Math.floor(gap / 10) * 10)).toEqual([150, 300, 600])
  })

  it('does not retry a 400', async () => {
    const calls: number[] = []
    const client = clientAnswering([() => new Response('bad', { status: 400 })], calls)
    await expect(client.getChainId()).rejects.toThrow()
    expect(calls).toHaveLength(1)
  })

  it('batches JSON-RPC requests (up to 1,000 in one POST)', async () => {
    const bodies: unknown[] = []
    const fetchFn = vi.fn(async (_input: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Array<{ id: number }>
      bodies.push(body)
      return new Response(
        JSON.stringify(body.map((entry) => ({ jsonrpc: '2.0', id: entry.id, result: '0x1' }))),
        { status: 200 },
      )
    })
    const client = createPublicClient({
      chain: base,
      transport: createRpcTransport(URL, { fetchFn: fetchFn as unknown as typeof fetch }),
    })
    await Promise.all([client.getBlockNumber({ cacheTime: 0 }), client.getChainId()])
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toHaveLength(2)
  })
})
