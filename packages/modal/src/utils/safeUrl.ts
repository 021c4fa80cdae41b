import { isAppLink, isWebUrl } from '@w3m/api-schemas/urls'
import { IMAGE_DATA_URL } from './imageDataUrl'

/**
 * `url` when the modal may navigate to or open it: https, or http on a loopback host (the local
 * development stack). Anything else (`javascript:`, `data:`, a plain-http site) is undefined.
 */
export function safeWebUrl(url: string | null | undefined): string | undefined {
  return url && isWebUrl(url) ? url : undefined
}

/**
 * `url` when it may be an `<img>` source: a safe web URL or an inline image. A `javascript:` or
 * `data:text/html` value from the API never reaches the DOM (docs/reliability.md#hostile-data).
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  return url && (isWebUrl(url) || IMAGE_DATA_URL.test(url)) ? url : undefined
}

/** A wallet's app link: a web URL or the wallet's own scheme (`metamask://`), never a script one. */
export function safeAppLink(url: string | null | undefined): string | undefined {
  return url && isAppLink(url) ? url : undefined
}

/** `url` if it is a safe web URL; throws before anything navigates to a script or local URL. */
export function requireWebUrl(url: string): string {
  if (safeWebUrl(url)) return url
  // Only the scheme: the rest of a hostile URL is the payload, not something to log.
  throw new Error(`Refused to open a ${url.split(':')[0]?.slice(0, 20) ?? 'malformed'}: URL`)
}
