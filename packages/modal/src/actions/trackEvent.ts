import { type AnalyticsEvent, createAnalytics } from '../clients/createAnalytics'
import type { Core } from '../core/createCore'

/**
 * Queues an analytics event of this modal when its analytics feature is on, the visitor consented
 * and the project's switch (`/getAnalyticsConfig`) is not off.
 */
export function trackEvent(core: Core, event: AnalyticsEvent): void {
  const { options, project } = core.stores
  if (!options.features.analytics || !options.analyticsConsent || typeof window === 'undefined')
    return
  if (project.analyticsEnabled === false) return
  let analytics = core.analytics
  if (!analytics) {
    const created = createAnalytics({
      analyticsUrl: options.analyticsUrl,
      projectId: options.projectId,
      fetchFn: core.fetch,
      sendBeacon:
        typeof navigator !== 'undefined' && navigator.sendBeacon
          ? (target, body) => navigator.sendBeacon(target, body)
          : undefined,
    })
    // The page may be gone before the 10 s timer: hand the queue to the browser as it hides.
    window.addEventListener('pagehide', () => created.flush(true))
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flush(true)
    })
    analytics = created
    core.analytics = analytics
  }
  analytics.track(event)
}
