import type { PGlite } from '@electric-sql/pglite'
import { Hono } from 'hono'
import { rpc } from '../chain/rpc'
import { loopbackCors } from './cors'
import { devnetInfoRoutes } from './devnetInfo'

/** What the HTTP routes need from the running devnet. */
export type AppDeps = {
  db: PGlite
  rpcUrls: Record<number, string>
  nameZone: string
  /** Extra parts (mail, relay…) that /health reports on. */
  healthChecks: Record<string, () => Promise<boolean>>
}

/** The devnet's one HTTP app: health, deployment info and the Blockchain API. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.use('*', loopbackCors())
  app.get('/health', async (c) => {
    const checks: Record<string, () => Promise<boolean>> = {
      ...Object.fromEntries(
        Object.entries(deps.rpcUrls).map(([chainId, url]) => [
          `chain:${chainId}`,
          async () => Number(await rpc<string>(url, 'eth_chainId')) === Number(chainId),
        ]),
      ),
      database: async () => (await deps.db.query('SELECT 1 AS ok')).rows.length === 1,
      ...deps.healthChecks,
    }
    const results = await Promise.all(
      Object.entries(checks).map(
        async ([name, check]) => [name, await check().catch(() => false)] as const,
      ),
    )
    const ok = results.every(([, up]) => up)
    return c.json(
      { status: ok ? 'ok' : 'degraded', parts: Object.fromEntries(results) },
      ok ? 200 : 503,
    )
  })
  app.route('/', devnetInfoRoutes(deps.rpcUrls))
  return app
}
