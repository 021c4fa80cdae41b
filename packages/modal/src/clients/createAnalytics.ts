import { buildUrl } from './fetchJson'

/** Queued events go out every 10 s (docs/behaviour.md#limits)... */
export const ANALYTICS_FLUSH_MS = 10_000
/** ...or as soon as the queue passes 45 KB (beacons are limited to 64 KB). */
const ANALYTICS_MAX_BYTES = 45 * 1024

/** One analytics event. */
export type AnalyticsEvent = { event: string; properties?: Record<string, unknown> }

/** What an analytics queue needs; the browser functions are parameters so tests can watch the wire. */
export type AnalyticsParameters = {
  analyticsUrl: string
  projectId: string
  fetchFn?: typeof fetch | undefined
  sendBeacon?: ((url: string, body: string) => boolean) | undefined
  now?: () => number
}

/** A queue of analytics events posted as one JSON array to `{analyticsUrl}/batch`. */
export function createAnalytics(parameters: AnalyticsParameters) {
  const now = parameters.now ?? Date.now
  const url = buildUrl(parameters.analyticsUrl, '/batch', parameters.projectId)
  let queue: string[] = []
  let bytes = 2
  let timer: ReturnType<typeof setTimeout> | undefined

  const send = (body: string, beacon: boolean) => {
    if (beacon && parameters.sendBeacon?.(url, body)) return
    const fetchFn = parameters.fetchFn ?? (typeof fetch === 'undefined' ? undefined : fetch)
    void fetchFn?.(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)
  }

  const flush = (beacon = false) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return
    const body = `[${queue.join(',')}]`
    queue = []
    bytes = 2
    send(body, beacon)
  }

  return {
    /** Queues one event; sends the queue when it passes 45 KB, else within 10 s. */
    track(event: AnalyticsEvent): void {
      const line = JSON.stringify({ ...event, timestamp: now() })
      queue.push(line)
      bytes += new TextEncoder().encode(line).length + 1
      if (bytes > ANALYTICS_MAX_BYTES) flush()
      else timer ??= setTimeout(() => flush(), ANALYTICS_FLUSH_MS)
    },
    /** Sends what is queued now; with `beacon`, through sendBeacon (page hide). */
    flush,
    /** Drops what is queued, unsent (the project turned analytics off). */
    discard(): void {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      queue = []
      bytes = 2
    },
    /** Events waiting to go out. */
    pending: () => queue.length,
  }
}

/** An analytics queue. */
export type Analytics = ReturnType<typeof createAnalytics>
