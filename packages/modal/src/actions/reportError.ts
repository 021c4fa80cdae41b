import { createErrorReporter } from '../clients/createErrorReporter'
import type { Core } from '../core/createCore'

/** Reports an error of this modal (analytics feature on, visitor consented); never throws. */
export function reportError(
  core: Core,
  { error, context }: { error: unknown; context?: string },
): void {
  const { options } = core.stores
  if (!options.features.analytics || !options.analyticsConsent || typeof fetch === 'undefined')
    return
  let reporter = core.errorReporter
  if (!reporter) {
    reporter = createErrorReporter({
      analyticsUrl: options.analyticsUrl,
      projectId: options.projectId,
      fetchFn: core.fetch,
    })
    core.errorReporter = reporter
  }
  void reporter.report(error, context)
}
