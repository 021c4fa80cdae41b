import type { z } from 'zod'
import { DEMO_PROJECT_ID } from '../projects'
import type { Devnet } from '../server'

/** Helpers the integration tests share: calls against a started devnet, parsed by the shared schemas. */
export function apiTestKit(devnet: Devnet) {
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(path, devnet.urls.api)
    for (const [key, value] of Object.entries({ projectId: DEMO_PROJECT_ID, ...query })) {
      if (value !== '') target.searchParams.set(key, value)
    }
    return target.toString()
  }
  return {
    url,
    /** GETs a route and returns the status and the raw body. */
    async get(path: string, query: Record<string, string> = {}, init: RequestInit = {}) {
      const response = await fetch(url(path, query), init)
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as unknown,
      }
    },
    /** POSTs JSON (projectId in the body, as the hosted service's clients do). */
    async post(path: string, body: unknown, query: Record<string, string> = {}) {
      const response = await fetch(url(path, { projectId: '', ...query }), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as unknown,
      }
    },
    /** Parses a response body with a shared schema, failing with zod's explanation. */
    parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
      return schema.parse(body)
    },
  }
}

/** Retries `check` until it returns a value or `timeoutMs` passes; returns the value and the wait. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const value = await check()
    if (value !== undefined) return { value, ms: performance.now() - started }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`condition not met within ${timeoutMs} ms`)
}
