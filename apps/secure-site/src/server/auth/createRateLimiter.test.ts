import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter'

describe('createRateLimiter', () => {
  it('allows max hits per window per key, then frees up as hits age out', () => {
    let now = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 1_000, now: () => now })
    expect(limiter.hit('a')).toBe(true)
    now = 400
    expect(limiter.hit('a')).toBe(true)
    expect(limiter.hit('a')).toBe(false)
    expect(limiter.retryAfter('a')).toBe(600)
    expect(limiter.hit('b')).toBe(true)
    now = 1_001
    expect(limiter.retryAfter('a')).toBe(0)
    expect(limiter.hit('a')).toBe(true)
    expect(limiter.hit('a')).toBe(false)
  })
})
