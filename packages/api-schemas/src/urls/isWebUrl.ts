/**
 * Hosts whose plain `http:` URLs count as web URLs: the local development stack (devnet,
 * secure site, demo) serves over http on loopback only. Anything else must be https.
 */
export const LOCAL_DEVELOPMENT_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]']

/** Schemes that run code or read local data in the page that opens them: never opened. */
const DANGEROUS_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])

/** C0 controls, space and DEL: what URL parsers strip or skip. */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return true
  }
  return false
}

function parse(value: string): URL | undefined {
  // URL parsers drop leading spaces and tabs or newlines anywhere: `" java\tscript:…"` is still
  // javascript. A URL the modal opens has no business holding any of them: refuse outright.
  if (hasControlOrSpace(value)) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** An https URL, or an http URL on a local development host: safe to navigate or open. */
export function isWebUrl(value: string): boolean {
  const url = parse(value)
  if (!url) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOCAL_DEVELOPMENT_HOSTS.includes(url.hostname)
}

/**
 * A wallet's app link: a web URL, or a custom scheme of the wallet's own (`metamask://`), but
 * never one that runs in, or reads from, the page (`javascript:`, `data:`, `vbscript:`, `file:`).
 */
export function isAppLink(value: string): boolean {
  if (isWebUrl(value)) return true
  const url = parse(value)
  if (!url || url.protocol === 'http:' || DANGEROUS_SCHEMES.has(url.protocol)) return false
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol)
}
