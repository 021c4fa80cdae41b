import { z } from 'zod'

export { isOriginAllowed } from '@w3m/api-schemas'

/** CSP host-source syntax can't hold IPv6 literals or paths; such patterns are left out of the header. */
const CSP_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i

/** The `frame-ancestors` directive for the allowed patterns, or `'none'` when no pattern fits. */
export function frameAncestors(patterns: readonly string[]): string {
  const sources = patterns.filter((pattern) => CSP_SOURCE.test(pattern))
  return `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`
}

/** The origin part of a URL, or null for anything that is not an http(s) URL. */
export function originOf(raw: string | null | undefined): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

const OriginsResponse = z.object({ allowedOrigins: z.array(z.string()) })

/** Fetches a project's allowed origins from the devnet's explorer API. */
export type OriginsSource = (projectId: string) => Promise<string[]>

/**
 * The devnet's `/projects/v1/origins` route, cached briefly since every frame load asks. Each
 * instance of the site keeps its own copy: it is a read of another service, no instance writes
 * it, so copies differ by at most `ttlMs` of staleness, as one shared copy would.
 */
export function createOriginsSource(devnetUrl: string, ttlMs = 30_000): OriginsSource {
  const cache = new Map<string, { origins: string[]; at: number }>()
  return async (projectId) => {
    const cached = cache.get(projectId)
    if (cached && Date.now() - cached.at < ttlMs) return cached.origins
    const url = `${devnetUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch((error) => {
      console.warn('[secure-site] allowed origins unavailable:', (error as Error).message)
      return undefined
    })
    // An unknown project or a failing devnet allows nothing: refusing is the safe default.
    if (!response?.ok) return []
    const parsed = OriginsResponse.safeParse(await response.json().catch(() => null))
    const origins = parsed.success ? parsed.data.allowedOrigins : []
    cache.set(projectId, { origins, at: Date.now() })
    return origins
  }
}
