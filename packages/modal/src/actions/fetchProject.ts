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
 * the verify result calls INVALID is APKT005. What Connect never shows (the analytics switch and
 * the verify result, with its chunk) waits for `later` when given: the first open passes the
 * moment Connect has its wallets, so neither competes with them (docs/behaviour.md#first-open).
 * Resolves once all of it is in.
 */
export async function fetchProject(
  core: Pick<Core, 'stores' | 'explorer'> & {
    analytics?: Core['analytics']
    fetch?: Core['fetch']
  },
  {
    origin = globalThis.location?.origin ?? '',
    later = Promise.resolve(),
  }: { origin?: string; later?: Promise<unknown> } = {},
): Promise<void> {
  const { project } = core.stores
  project.status = 'loading'
  // Each settles on its own; neither throws (the explorer client's calls return promises).
  const unseen = later.then(() =>
    Promise.allSettled([
      // The project's analytics switch (docs/behaviour.md#plans): off drops what is queued and
      // every later event; unanswered, the options and the visitor's consent decide alone.
      core.explorer.getAnalyticsConfig().then(({ isAnalyticsEnabled }) => {
        project.analyticsEnabled = isAnalyticsEnabled
        if (!isAnalyticsEnabled) core.analytics?.discard()
      }),
      // The verify result (docs/behaviour.md#errors): its own chunk, loaded then.
      import('./verifyDomain').then((module) =>
        module.verifyDomain(core.stores, origin, core.fetch),
      ),
    ]),
  )
  const [limits, config, allowed] = await Promise.allSettled([
    core.explorer.getProjectLimits(),
    core.explorer.getProjectConfig(),
    core.explorer.isOriginAllowed(origin),
  ])
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
  await unseen
}
