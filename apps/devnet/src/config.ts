import { fileURLToPath } from 'node:url'

/**
 * Default loopback ports, a copy of scripts/ports.ts (apps may not import from scripts/): each
 * can be overridden by its environment variable, and W3M_PORT_OFFSET moves them all.
 */
export const DEFAULT_PORTS = {
  W3M_BASE_RPC_PORT: 8545,
  W3M_ARB_RPC_PORT: 8546,
  W3M_SOLANA_RPC_PORT: 8899,
  W3M_DEVNET_PORT: 4100,
  W3M_SMTP_PORT: 4125,
  W3M_RELAY_PORT: 4150,
} as const

export type DevnetPortName = keyof typeof DEFAULT_PORTS

/** The port in force for `name` under this environment. */
export function portFromEnv(name: DevnetPortName, env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env[name])
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv
  const offset = Number(env.W3M_PORT_OFFSET ?? 0)
  return DEFAULT_PORTS[name] + (Number.isInteger(offset) ? offset : 0)
}

/** The devnet's data folder when W3M_DEVNET_DATA is not set. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.devnet-data', import.meta.url))

/** The name zone of profile names; the hosted service uses reown.id, so the modal's default works. */
export const DEFAULT_NAME_ZONE = 'reown.id'

/** Everything startDevnet needs; a port of 0 means "any free port". */
export type DevnetOptions = {
  host: string
  devnetPort: number
  baseRpcPort: number
  arbRpcPort: number
  /** The local Solana cluster's JSON-RPC (HTTP and WebSocket on one port). */
  solanaRpcPort: number
  smtpPort: number
  relayPort: number
  /** A Postgres server (DATABASE_URL) instead of the embedded PGlite. */
  databaseUrl: string | null
  /** Folder of the database; null keeps it in memory (tests). */
  dataDir: string | null
  /** Start with an empty database. */
  reset: boolean
  nameZone: string
  /** Prints progress lines; tests pass a no-op. */
  log: (line: string) => void
}

/** The options `pnpm devnet` runs with, from the environment and the command line. */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): DevnetOptions {
  return {
    host: '127.0.0.1',
    devnetPort: portFromEnv('W3M_DEVNET_PORT', env),
    baseRpcPort: portFromEnv('W3M_BASE_RPC_PORT', env),
    arbRpcPort: portFromEnv('W3M_ARB_RPC_PORT', env),
    solanaRpcPort: portFromEnv('W3M_SOLANA_RPC_PORT', env),
    smtpPort: portFromEnv('W3M_SMTP_PORT', env),
    relayPort: portFromEnv('W3M_RELAY_PORT', env),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.W3M_DEVNET_DATA || DEFAULT_DATA_DIR,
    reset: argv.includes('--reset') || env.W3M_DEVNET_RESET === '1',
    nameZone: env.W3M_DEVNET_NAME_ZONE || DEFAULT_NAME_ZONE,
    log: (line) => console.log(`[devnet] ${line}`),
  }
}

/** Options for a test: every port ephemeral, database in memory, silent. */
export function testOptions(overrides: Partial<DevnetOptions> = {}): DevnetOptions {
  return {
    host: '127.0.0.1',
    devnetPort: 0,
    baseRpcPort: 0,
    arbRpcPort: 0,
    solanaRpcPort: 0,
    smtpPort: 0,
    relayPort: 0,
    databaseUrl: null,
    dataDir: null,
    reset: true,
    nameZone: DEFAULT_NAME_ZONE,
    log: () => {},
    ...overrides,
  }
}
