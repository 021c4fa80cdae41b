import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_FLUSH_MS } from '../clients/createAnalytics'
import { createTestCore } from '../testing/createTestCore'
import { fetchProject } from './fetchProject'
import { reportError } from './reportError'
import { trackEvent } from './trackEvent'

let sent: string[]

/** The analytics sink and the verify route: every call's path is noted, and taken. */
const fakeApi = (async (url: string) => {
  sent.push(new URL(url).pathname)
  return new Response('{}', { status: 202 })
}) as typeof fetch

beforeEach(() => {
  vi.useFakeTimers()
  sent = []
})
afterEach(() => {
  vi.useRealTimers()
})

/** Tracks an event and reports an error, then lets the analytics queue's timer run out. */
async function trackAndReport(analyticsConsent?: boolean): Promise<string[]> {
  const core = createTestCore({
    options: {
      analyticsUrl: 'http://127.0.0.1:4100',
      analyticsConsent,
      features: { analytics: true },
    },
    fetch: fakeApi,
  })
  trackEvent(core, { event: 'SEND_REJECTED' })
  reportError(core, { error: new Error('boom'), context: 'test' })
  await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
  return sent.sort()
}

describe('analytics consent', () => {
  it('sends no event and no error report unless the host passes consent', async () => {
    expect(await trackAndReport()).toEqual([])
    expect(await trackAndReport(false)).toEqual([])
  })

  it('sends both once the visitor consented', async () => {
    expect(await trackAndReport(true)).toEqual(['/batch', '/e'])
  })

  it('turns consent on from the analytics-consent attribute, off by default', async () => {
    const { optionsFromElement } = await import('../element/optionsFromElement')
    const { resolveOptions } = await import('../utils/resolveOptions')
    const consent = (attributes: Record<string, string>) => {
      const element = document.createElement('w3m-modal')
      element.setAttribute('project-id', 'a'.repeat(32))
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
      return resolveOptions(optionsFromElement(element)).analyticsConsent
    }
    expect(consent({})).toBe(false)
    expect(consent({ 'analytics-consent': '' })).toBe(true)
    expect(consent({ 'analytics-consent': 'true' })).toBe(true)
    expect(consent({ 'analytics-consent': 'false' })).toBe(false)
  })

  it("follows the project's switch from /getAnalyticsConfig: off drops the queue and every later event", async () => {
    let enabled = false
    const core = createTestCore({
      options: {
        analyticsUrl: 'http://127.0.0.1:4100',
        analyticsConsent: true,
        features: { analytics: true },
      },
      fetch: fakeApi,
      explorer: {
        getProjectLimits: async () => ({
          planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
        }),
        getProjectConfig: async () => ({ features: [] }),
        isOriginAllowed: async () => true,
        getAnalyticsConfig: async () => ({ isAnalyticsEnabled: enabled }),
      },
    })
    // Queued before the switch answered...
    trackEvent(core, { event: 'MODAL_OPEN' })
    expect(core.analytics?.pending()).toBe(1)
    await fetchProject(core, { origin: 'http://localhost' })
    expect(core.stores.project.analyticsEnabled).toBe(false)
    // ...dropped once it says off, and nothing after it is queued.
    expect(core.analytics?.pending()).toBe(0)
    trackEvent(core, { event: 'SEND_REJECTED' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    // fetchProject's own verify call (docs/behaviour.md#errors) is no analytics.
    const analyticsSent = () => sent.filter((path) => path !== '/projects/v1/verify')
    expect(analyticsSent()).toEqual([])
    enabled = true
    await fetchProject(core, { origin: 'http://localhost' })
    trackEvent(core, { event: 'SEND_REJECTED' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS)
    expect(analyticsSent()).toEqual(['/batch'])
  })
})
