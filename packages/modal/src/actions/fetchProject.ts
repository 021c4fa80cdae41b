import type { Core } from '../core/createCore'
import { SdkError } from '../errors/errors'
import { CONNECTING_VIEWS } from '../stores/viewParams'
import type { SocialProvider } from '../utils/filterSocials'
import { SOCIAL_PROVIDERS } from '../utils/filterSocials'
import { replaceView } from './router'
import { showErrorToast } from './toast'

/**
 * Loads the project's plan and features, and whether this page's origin may use it; a project
 * over its limit turns Connecting views into UsageExceeded, a refused origin is APKT002, a domain
 * the verify result calls INVALID is APKT005.
 */
export async function fetchProject(
  core: Pick<Core, 'stores' | 'explorer'> & {
    analytics?: Core['analytics']
    fetch?: Core['fetch']
  },
  { origin = globalThis.location?.origin ?? '' }: { origin?: string } = {},
): Promise<void> {
  const { project } = core.stores
  project.status = 'loading'
  const [limits, config, allowed, analytics] = await Promise.allSettled([
    core.explorer.getProjectLimits(),
    core.explorer.getProjectConfig(),
    core.explorer.isOriginAllowed(origin),
    Promise.resolve().then(() => core.explorer.getAnalyticsConfig()),
    // The verify result (docs/behaviour.md#errors): its own chunk, loaded now.
    import('./verifyDomain').then((module) => module.verifyDomain(core.stores, origin, core.fetch)),
  ])
  // The project's analytics switch (docs/behaviour.md#plans): off drops what is queued and every
  // later event; unanswered, the options and the visitor's consent decide alone.
  if (analytics.status === 'fulfilled') {
    project.analyticsEnabled = analytics.value.isAnalyticsEnabled
    if (!analytics.value.isAnalyticsEnabled) core.analytics?.discard()
  }
  if (allowed.status === 'fulfilled' && !allowed.value) {
    project.originRefused = true
    showErrorToast(core.stores, new SdkError('APKT002', { details: `${origin} is not allowed` }))
  }
  if (limits.status === 'fulfilled') {
    const plan = limits.value.planLimits
    project.plan = {
      tier: plan.tier,
      hasExceededUsageLimit:
        plan.tier === 'starter' && (plan.isAboveMauLimit || plan.isAboveRpcLimit),
      limits: { isAboveMauLimit: plan.isAboveMauLimit, isAboveRpcLimit: plan.isAboveRpcLimit },
    }
  }
  if (config.status === 'fulfilled') {
    const social = config.value.features.find((feature) => feature.id === 'social_login')
    if (social) {
      const providers = social.config ?? []
      project.remoteFeatures = {
        email: social.isEnabled && providers.includes('email'),
        socials: social.isEnabled
          ? providers.filter((entry): entry is SocialProvider =>
              (SOCIAL_PROVIDERS as readonly string[]).includes(entry),
            )
          : [],
      }
    }
    const multiWallet = config.value.features.find((feature) => feature.id === 'multi_wallet')
    if (multiWallet)
      project.remoteFeatures = { ...project.remoteFeatures, multiWallet: multiWallet.isEnabled }
  }
  const failed = [limits, config, allowed].find((result) => result.status === 'rejected')
  project.status = failed ? 'error' : 'ready'
  // A Connecting view pushed before the plan arrived must still give way (docs/behaviour.md#views).
  const { current } = core.stores.router
  if (CONNECTING_VIEWS.includes(current.view) && project.plan?.hasExceededUsageLimit) {
    replaceView(core.stores, 'UsageExceeded')
  }
}
