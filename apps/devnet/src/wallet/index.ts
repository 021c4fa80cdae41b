import bs58 from 'bs58'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { solanaDevKeypairs } from '../solana/solanaKeys'
import { BUNDLE_GLOBAL, buildWalletBundle } from './buildWalletBundle'
import type { WalletConfig } from './client/walletConfig'
import { devAccounts } from './devAccounts'

/** What the wallet routes need: each chain's RPC URL, and the Solana cluster's. */
export type WalletDeps = { rpcUrls: Record<number, string>; solanaRpcUrl?: string }

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

/**
 * `GET /devnet-wallet.js`: the devnet wallet a page includes with one script tag (EIP-6963 and,
 * with a Solana cluster, the Wallet Standard). `GET /devnet-solana-wallet.js`: the Solana-only
 * test wallet. Both take the same query.
 */
export function walletRoutes(deps: WalletDeps): Hono {
  const app = new Hono()
  const accounts = devAccounts()
  const solana = deps.solanaRpcUrl
    ? {
        rpcUrl: deps.solanaRpcUrl,
        accounts: solanaDevKeypairs().map((keypair) => ({
          address: keypair.publicKey.toBase58(),
          secretKey: bs58.encode(keypair.secretKey),
        })),
      }
    : undefined
  const chains = Object.entries(deps.rpcUrls).map(([id, rpcUrl]) => ({
    id: Number(id),
    name: CHAIN_NAMES[Number(id)] ?? `Chain ${id}`,
    rpcUrl,
  }))
  let bundle: Promise<string> | undefined

  const serve = (installer: 'install' | 'installSolanaOnly') => async (c: Context) => {
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
    if (installer === 'installSolanaOnly' && !solana)
      return c.json(
        { code: 'NOT_FOUND', message: 'This devnet runs no Solana cluster for the wallet' },
        404,
      )
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
    const config: WalletConfig = { accounts, chains, defaults: query.data, solana }
    // A closure keeps the bundle's global name out of the page.
    const script = `(function(){\n${code}\n${BUNDLE_GLOBAL}.${installer}(${JSON.stringify(config)});\n})();\n`
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  }
  app.get('/devnet-wallet.js', serve('install'))
  app.get('/devnet-solana-wallet.js', serve('installSolanaOnly'))
  return app
}
