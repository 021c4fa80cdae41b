/** A sliding-window limit per key: at most `max` hits within `windowMs`. */
export type RateLimiter = {
  /** Records a hit and returns true, or returns false (recording nothing) when over the limit. */
  hit(key: string): boolean
  /** Milliseconds until the next hit for `key` would be allowed (0 when allowed now). */
  retryAfter(key: string): number
}

/** A limiter kept in memory: per-address mail limits need no persistence across restarts. */
export function createRateLimiter(options: {
  max: number
  windowMs: number
  now?: () => number
}): RateLimiter {
  const now = options.now ?? Date.now
  const hits = new Map<string, number[]>()
  const recent = (key: string) => {
    const since = now() - options.windowMs
    const list = (hits.get(key) ?? []).filter((time) => time > since)
    if (list.length) hits.set(key, list)
    else hits.delete(key)
    return list
  }
  return {
    hit(key) {
      const list = recent(key)
      if (list.length >= options.max) return false
      hits.set(key, [...list, now()])
      return true
    },
    retryAfter(key) {
      const list = recent(key)
      if (list.length < options.max) return 0
      return list[0]! + options.windowMs - now()
    },
  }
}
