import { describe, expect, it, vi } from 'vitest'
import { BaseError } from '../errors/baseError'
import { createErrorReporter, ERROR_REPORT_WINDOW_MS } from './createErrorReporter'

function setup() {
  let time = 1_000_000
  const bodies: Array<{ url: string; body: Record<string, unknown> }> = []
  const fetchFn = vi.fn(async (url: string, init?: RequestInit) => {
    bodies.push({ url, body: JSON.parse(String(init?.body)) })
    return new Response('{}', { status: 202 })
  })
  const reporter = createErrorReporter({
    analyticsUrl: 'http://127.0.0.1:4100',
    projectId: 'p1',
    fetchFn: fetchFn as unknown as typeof fetch,
    now: () => time,
  })
  return { reporter, bodies, advance: (ms: number) => (time += ms) }
}

describe('createErrorReporter', () => {
  it('posts the error to /e with its code and words', async () => {
    const { reporter, bodies } = setup()
    // A code outside the shared list (a host's own error) is reported as it is.
    const code = 'X1' as BaseError['code']
    const error = new BaseError('Token Balance Unavailable', { code, details: 'HTTP 500' })
    expect(await reporter.report(error, 'fetchBalances')).toBe(true)
    expect(bodies[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:4100\/e\?projectId=p1&st=/)
    expect(bodies[0]?.body).toMatchObject({
      type: 'error',
      code: 'X1',
      message: 'Token Balance Unavailable',
      details: 'HTTP 500',
      context: 'fetchBalances',
    })
  })

  it('sends at most 5 in any minute, and more once the minute has passed', async () => {
    const { reporter, bodies, advance } = setup()
    const sent: boolean[] = []
    for (let i = 0; i < 7; i++) {
      sent.push(await reporter.report(new Error(`e${i}`)))
      advance(1_000)
    }
    expect(sent).toEqual([true, true, true, true, true, false, false])
    expect(bodies).toHaveLength(5)
    advance(ERROR_REPORT_WINDOW_MS - 7_000)
    // The first report is now a minute old; one slot is free again.
    expect(await reporter.report(new Error('late'))).toBe(true)
    expect(await reporter.report(new Error('later'))).toBe(false)
    expect(bodies.map((entry) => entry.body.message)).toContain('late')
  })

  it('never throws when the sink is down', async () => {
    const reporter = createErrorReporter({
      analyticsUrl: 'http://127.0.0.1:4100',
      projectId: 'p1',
      fetchFn: (async () => {
        throw new TypeError('offline')
      }) as unknown as typeof fetch,
    })
    expect(await reporter.report(new Error('x'))).toBe(false)
  })
})
