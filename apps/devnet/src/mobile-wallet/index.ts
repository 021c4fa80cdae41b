import bs58 from 'bs58'
import { Hono } from 'hono'
import { SOLANA_NETWORKS } from '../solana/solanaKeys'
import { buildMobileWalletBundle } from './buildMobileWalletBundle'
import { mobileWalletSolanaKeypair } from './mobileWalletKeys'
import { renderMobileWalletPage } from './renderMobileWalletPage'

/** What the page needs: the relay, the chains' RPC URLs and the project id it pairs under. */
export type MobileWalletDeps = {
  relayUrl: string
  rpcUrls: Record<number, string>
  projectId: string
  /** The Solana cluster's RPC URL: with it the wallet holds a Solana keypair too. */
  solanaRpcUrl?: string | undefined
}

const SCRIPT_PATH = '/mobile-wallet/app.js'

/**
 * `GET /mobile-wallet/`: the Devnet Mobile Wallet, a WalletConnect wallet page. `?uri=` pairs at
 * once (the modal's `webapp_link`, also under `/mobile-wallet/wc`); `?mode=approve|reject`
 * answers everything for tests.
 */
export function mobileWalletRoutes(deps: MobileWalletDeps): Hono {
  const app = new Hono()
  let bundle: Promise<string> | undefined
  const solanaKeypair = mobileWalletSolanaKeypair()
  const html = renderMobileWalletPage(
    {
      relayUrl: deps.relayUrl,
      rpcUrls: deps.rpcUrls,
      projectId: deps.projectId,
      solana: deps.solanaRpcUrl
        ? {
            rpcUrl: deps.solanaRpcUrl,
            chains: SOLANA_NETWORKS.map((network) => network.caip),
            // A devnet key, as the injected devnet wallet's: the page signs with it.
            secretKey: bs58.encode(solanaKeypair.secretKey),
          }
        : undefined,
    },
    SCRIPT_PATH,
  )

  app.get('/mobile-wallet', (c) => c.redirect(`/mobile-wallet/${new URL(c.req.url).search}`, 301))
  app.get('/mobile-wallet/', (c) => c.html(html))
  app.get('/mobile-wallet/wc', (c) => c.html(html))
  app.get(SCRIPT_PATH, async (c) => {
    bundle ??= buildMobileWalletBundle().catch((error: unknown) => {
      bundle = undefined // the next request tries again
      throw error
    })
    try {
      return c.body(await bundle, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
    } catch (error) {
      return c.json(
        { code: 'BUILD_FAILED', message: `The mobile wallet did not build: ${String(error)}` },
        500,
      )
    }
  })
  return app
}
