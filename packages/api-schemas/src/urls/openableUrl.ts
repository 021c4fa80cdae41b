import '../jitless'
// zod/mini: the wallet schemas that use these sit on the modal's path to its first wallets.
import { z } from 'zod/mini'
import { isAppLink, isWebUrl } from './isWebUrl'

/** A URL the modal may navigate to or open (https, or loopback http in development). */
export const webUrlSchema = z
  .string()
  .check(z.refine(isWebUrl, 'must be an https URL (http only on a local development host)'))

/** A wallet app link: a web URL or the wallet's own scheme, never a script or local one. */
export const appLinkSchema = z
  .string()
  .check(
    z.refine(isAppLink, 'must be a web URL or an app scheme, never javascript:, data: or file:'),
  )
