const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])
const NEVER_LEAVE = new Set(['data:', 'blob:', 'about:', 'chrome-extension:', 'chrome:'])

/** True for a URL a page under test may reach: a loopback host, or a scheme that never leaves the machine. */
export function isLoopbackUrl(raw: string): boolean {
  const url = new URL(raw)
  if (NEVER_LEAVE.has(url.protocol)) return true
  return LOOPBACK.has(url.hostname) || url.hostname.startsWith('127.')
}
