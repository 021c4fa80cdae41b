import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const portNumber = z.coerce.number().int().positive().max(65_535)

/** The secure site's settings, from the environment (scripts/ports.ts names the ports). */
export type SecureSiteConfig = ReturnType<typeof loadConfig>

/** Reads and checks the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const offset = Number(env.W3M_PORT_OFFSET ?? 0) || 0
  const port = (name: string, fallback: number) => {
    const parsed = portNumber.safeParse(env[name])
    return parsed.success ? parsed.data : fallback + offset
  }
  const dataRoot = env.W3M_DEVNET_DATA ?? here('../../../devnet/.devnet-data')
  const sitePort = port('W3M_SECURE_SITE_PORT', 4200)
  // The page runs on 127.0.0.1; serving on `localhost` gives the frame a different origin.
  const host = env.W3M_SECURE_SITE_HOST ?? 'localhost'
  return {
    port: sitePort,
    host,
    /** The origin visitors reach the site at; behind a proxy it differs from the bind address. */
    siteUrl: env.W3M_SECURE_SITE_URL ?? `http://${host}:${sitePort}`,
    devnetUrl: env.W3M_DEVNET_URL ?? `http://127.0.0.1:${port('W3M_DEVNET_PORT', 4100)}`,
    smtp: { host: '127.0.0.1', port: port('W3M_SMTP_PORT', 4125) },
    chains: [
      { chainId: 8453, rpcUrl: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT', 8545)}` },
      { chainId: 42161, rpcUrl: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT', 8546)}` },
    ],
    /** The Solana networks, all three on the devnet's local cluster (docs/behaviour.md#solana-embedded). */
    solanaRpcUrl:
      env.W3M_SECURE_SITE_SOLANA_RPC_URL ?? `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT', 8899)}`,
    /** Null keeps the database in memory and the server key in the process (tests). */
    dataDir: env.W3M_SECURE_SITE_MEMORY === '1' ? null : `${dataRoot}/secure-site`,
    /** A Postgres server shared by every instance; without it the embedded PGlite in `dataDir`. */
    databaseUrl: env.DATABASE_URL || null,
    serverKeys: {
      key: env.W3M_SECURE_SITE_KEY,
      keyFile: env.W3M_SECURE_SITE_KEY_FILE,
      previousKeys: env.W3M_SECURE_SITE_PREVIOUS_KEYS,
    },
    /**
     * `W3M_SECURE_SITE_DEVNET=1`: a development site on the devnet, with the social and Farcaster
     * stand-ins (anyone signs in as anyone) and anvil funding of new wallets. Off unless set.
     */
    devnet: env.W3M_SECURE_SITE_DEVNET === '1',
    /** `dist` serves the Vite build; anything else bundles the frame on start. */
    frameAssets: env.W3M_SECURE_SITE_ASSETS === 'dist' ? ('dist' as const) : ('dev' as const),
    factoryOverrides: {
      8453: env.W3M_SECURE_SITE_FACTORY_8453,
      42161: env.W3M_SECURE_SITE_FACTORY_42161,
    } as Record<number, string | undefined>,
  }
}
