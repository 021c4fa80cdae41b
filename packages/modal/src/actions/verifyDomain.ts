import { fetchJson } from '../clients/fetchJson'
import type { Core } from '../core/createCore'
import { SdkError } from '../errors/errors'
import { showErrorToast } from './toast'

/**
 * Asks the verify route (`/projects/v1/verify`) about the page's `origin`: INVALID is the error
 * toast 'Unverified Domain' (APKT005); VALID, UNKNOWN or no answer says nothing
 * (docs/behaviour.md#errors). `fetchProject` loads this module on the first open, so it stays out
 * of the JS fetched before the click.
 */
export async function verifyDomain(
  stores: Core['stores'],
  origin: string,
  fetchImpl?: typeof fetch,
): Promise<void> {
  const { explorerApiUrl, projectId } = stores.options
  const { validation } = await fetchJson({
    baseUrl: explorerApiUrl,
    projectId,
    path: '/projects/v1/verify',
    query: { origin },
    schema: import('../schemas/explorerSchemas').then((module) => module.domainVerificationSchema),
    fetch: fetchImpl,
  })
  if (validation === 'INVALID') showErrorToast(stores, new SdkError('APKT005'))
}
