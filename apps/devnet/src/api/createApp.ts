import { Hono } from 'hono'
import { ADMIN_PATHS, loopbackOnly } from '../admin/loopbackOnly'
import { rpc } from '../chain/rpc'
import type { FaultStore } from '../faults/createFaultStore'
import { applyFaults, faultRoutes } from '../faults/faultRoutes'
import { applyHostile, createHostileSwitch, hostileRoutes } from '../hostile/hostileRoutes'
import { checkoutRoutes } from '../onramp/checkoutRoutes'
import { onrampRoutes } from '../onramp/onrampRoutes'
import { accountRoutes } from './accountRoutes'
import type { ApiDeps } from './apiDeps'
import { chainRoutes } from './chainRoutes'
import { convertRoutes } from './convertRoutes'
import { loopbackCors } from './cors'
import { devnetInfoRoutes } from './devnetInfo'
import { historyRoutes } from './historyRoutes'
import { iconRoutes } from './iconRoutes'
import { profileRoutes } from './profileRoutes'
import { projectIdGuard } from './projectIdGuard'
import { apiError, HttpError } from './respond'
import { rpcProxyRoutes } from './rpcProxyRoutes'
import { sessionRoutes } from './sessionRoutes'
import { solanaInfoRoutes } from './solanaInfo'

/** What the HTTP app needs beyond the API's own dependencies. */
export type AppDeps = ApiDeps & {
  faults: FaultStore
  /** Extra parts (indexer, mail, relay…) that /health reports on. */
  healthChecks: Record<string, () => Promise<boolean>>
}

/** The devnet's one HTTP app: health, deployment info, fault injection, the Blockchain API and checkout. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return apiError(c, error.status, error.code, error.message, error.extra)
    console.error('[devnet]', c.req.method, c.req.path, error)
    return apiError(c, 500, 'SERVER_ERROR', 'Internal error')
  })
  app.notFound((c) => apiError(c, 404, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}`))
  app.use('*', loopbackCors())
  // Faults come before everything else, so they hit the other modules' routes mounted later too.
  app.use('*', applyFaults(deps.faults))
  // The hostile fixture rewrites answers of the explorer and the API (docs/reliability.md#hostile-data).
  const hostile = createHostileSwitch()
  app.use('*', applyHostile(hostile))
  // Every admin route, also those the mail and analytics modules mount later.
  for (const path of ADMIN_PATHS) app.use(path, loopbackOnly)
  app.use('/v1', projectIdGuard())
  app.use('/v1/*', projectIdGuard())

  app.get('/health', async (c) => {
    const checks: Record<string, () => Promise<boolean>> = {
      ...Object.fromEntries(
        Object.entries(deps.rpcUrls).map(([chainId, url]) => [
          `chain:${chainId}`,
          async () => Number(await rpc<string>(url, 'eth_chainId')) === Number(chainId),
        ]),
      ),
      database: async () => (await deps.db.query('SELECT 1 AS ok')).rows.length === 1,
      indexer: async () => deps.indexer.isHealthy(),
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
  for (const routes of [
    devnetInfoRoutes(deps.rpcUrls),
    iconRoutes(),
    faultRoutes(deps.faults),
    hostileRoutes(hostile),
    checkoutRoutes(deps),
    chainRoutes(deps),
    accountRoutes(deps),
    historyRoutes(deps),
    profileRoutes(deps),
    convertRoutes(deps),
    onrampRoutes(deps),
    sessionRoutes(deps),
    rpcProxyRoutes(deps),
    solanaInfoRoutes(deps),
  ]) {
    app.route('/', routes)
  }
  return app
}
