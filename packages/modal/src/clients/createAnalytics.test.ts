import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_FLUSH_MS, createAnalytics } from './createAnalytics'

let posts: string[]
let beacons: string[]

function setup(beaconWorks = true) {
  return createAnalytics({
    analyticsUrl: 'http://127.0.0.1:4100',
    projectId: 'p1',
    fetchFn: (async (_url: string, init?: RequestInit) => {
      posts.push(String(init?.body))
      return new Response('{}', { status: 202 })
    }) as unknown as typeof fetch,
    sendBeacon: (url, body) => {
      expect(url).toContain('/batch?projectId=p1')
      if (beaconWorks) beacons.push(body)
      return beaconWorks
    },
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  posts = []
  beacons = []
})
afterEach(() => vi.useRealTimers())

describe('createAnalytics', () => {
  it('sends queued events as one JSON array after 10 s', async () => {
    const analytics = setup()
    analytics.track({ event: 'A' })
    analytics.track({ event: 'B', properties: { chainId: 8453 } })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS - 1)
    expect(posts).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(posts).toHaveLength(1)
    const batch = JSON.parse(posts[0] ?? '[]') as Array<{ event: string }>
    expect(batch.map((entry) => entry.event)).toEqual(['A', 'B'])
    expect(analytics.pending()).toBe(0)
  })

  it('sends at once when the queue passes 45 KB', () => {
    const analytics = setup()
    const event = { event: 'BIG', properties: { padding: 'x'.repeat(1_000) } }
    const size = JSON.stringify({ ...event, timestamp: Date.now() }).length + 1
    // The array brackets count too: the event that takes the queue past 45 KB sends it.
    const fits = Math.floor((45 * 1024 - 2) / size)
    for (let i = 0; i < fits; i++) analytics.track(event)
    expect(posts).toHaveLength(0)
    analytics.track(event)
    expect(posts).toHaveLength(1)
    expect(new TextEncoder().encode(posts[0]).length).toBeGreaterThan(45 * 1024)
    expect(analytics.pending()).toBe(0)
  })

  it('hands the queue to sendBeacon on page hide, falling back to fetch', () => {
    const analytics = setup()
    analytics.track({ event: 'A' })
    analytics.flush(true)
    expect(beacons).toHaveLength(1)
    expect(posts).toHaveLength(0)
    const refused = setup(false)
    refused.track({ event: 'B' })
    refused.flush(true)
    expect(posts).toHaveLength(1)
  })

  it('sends nothing when nothing is queued', async () => {
    setup().flush()
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2)
    expect(posts).toHaveLength(0)
  })
})
