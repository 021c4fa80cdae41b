import { Hono } from 'hono'
import { z } from 'zod'
import { BUNDLE_GLOBAL, buildWalletBundle } from './buildWalletBundle'
import type { WalletConfig } from './client/walletConfig'
import { devAccounts } from './devAccounts'

/** What the wallet route needs: the RPC URL of each chain the wallet may use. */
export type WalletDeps = { rpcUrls: Record<number, string> }

const CHAIN_NAMES: Record<number, string> = {
  8453: 'Base (devnet)',
  42161: 'Arbitrum One (devnet)',
}

// The script's own query picks start settings: `?mode=approve&account=1&chain=1`.
const scriptQuerySchema = z.object({
  mode: z.enum(['ask', 'approve', 'reject']).optional(),
  account: z.coerce.number().int().min(0).optional(),
  chain: z.coerce.number().int().positive().optional(),
})

/** `GET /devnet-wallet.js`: the devnet wallet a page includes with one script tag. */
export function walletRoutes(deps: WalletDeps): Hono {
  const app = new Hono()
  const accounts = devAccounts()
  const chains = Object.entries(deps.rpcUrls).map(([id, rpcUrl]) => ({
    id: Number(id),
    name: CHAIN_NAMES[Number(id)] ?? `Chain ${id}`,
    rpcUrl,
  }))
  let bundle: Promise<string> | undefined

  app.get('/devnet-wallet.js', async (c) => {
    const query = scriptQuerySchema.safeParse(c.req.query())
    if (!query.success) {
      const issue = query.error.issues[0]
      return c.json(
        {
          code: 'BAD_REQUEST',
          message: `Invalid query: ${issue?.path.join('.')} ${issue?.message}`,
        },
        400,
      )
    }
    if (query.data.account !== undefined && query.data.account >= accounts.length) {
      return c.json(
        { code: 'BAD_REQUEST', message: `Invalid query: account must be below ${accounts.length}` },
        400,
      )
    }
    bundle ??= buildWalletBundle().catch((error: unknown) => {
      bundle = undefined // let the next request try again
      throw error
    })
    let code: string
    try {
      code = await bundle
    } catch (error) {
      return c.json(
        { code: 'BUILD_FAILED', message: `The devnet wallet did not build: ${String(error)}` },
        500,
      )
    }
    const config: WalletConfig = { accounts, chains, defaults: query.data }
    // A closure keeps the bundle's global name out of the page.
    const script = `(function(){\n${code}\n${BUNDLE_GLOBAL}.install(${JSON.stringify(config)});\n})();\n`
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })
  return app
}
