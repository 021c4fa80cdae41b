import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, queryClientOf, queryRetryDelay } from './createQueryClient'

afterEach(() => vi.useRealTimers())

describe('createQueryClient', () => {
  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })

  it('retries a failed query 3 times, then gives up', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    let calls = 0
    const result = client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: async () => {
          calls++
          throw new Error('down')
        },
      })
      .catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1 + 2_000 + 4_000)
    expect(await result).toBe('down')
    expect(calls).toBe(4)
  })

  it('drops unused entries after 5 min', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    await client.fetchQuery({ queryKey: ['kept'], queryFn: async () => 1 })
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(client.getQueryData(['kept'])).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(client.getQueryData(['kept'])).toBeUndefined()
  })

  it('gives each core its own cache', () => {
    const a = {}
    const b = {}
    expect(queryClientOf(a)).toBe(queryClientOf(a))
    expect(queryClientOf(a)).not.toBe(queryClientOf(b))
  })
})
