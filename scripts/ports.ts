/** Default loopback ports of the local stack; each can be overridden by the environment variable named. */
export const PORTS = {
  W3M_BASE_RPC_PORT: 8545,
  W3M_ARB_RPC_PORT: 8546,
  W3M_SOLANA_RPC_PORT: 8899,
  W3M_DEVNET_PORT: 4100,
  W3M_SMTP_PORT: 4125,
  W3M_RELAY_PORT: 4150,
  W3M_SECURE_SITE_PORT: 4200,
  // The throwaway Postgres of scripts/with-postgres.sh (the secure site's Postgres test run).
  W3M_POSTGRES_PORT: 4450,
  W3M_DEMO_PORT: 4300,
  W3M_STORYBOOK_PORT: 6006,
} as const

export type PortName = keyof typeof PORTS

/**
 * The port in force: the environment's value when set, else the default moved by
 * W3M_PORT_OFFSET (so two stacks, say a developer's and a test run, can share a machine).
 */
export function port(name: PortName): number {
  const fromEnv = Number(process.env[name])
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv
  const offset = Number(process.env.W3M_PORT_OFFSET ?? 0)
  return PORTS[name] + (Number.isInteger(offset) ? offset : 0)
}

/** Every port as environment variables, for child processes. */
export function portEnv(): Record<PortName, string> {
  return Object.fromEntries(
    (Object.keys(PORTS) as PortName[]).map((name) => [name, String(port(name))]),
  ) as Record<PortName, string>
}

/** The URLs a person or a test opens. The secure site sits at another host name, so another origin. */
export function stackUrls() {
  return {
    demo: `http://127.0.0.1:${port('W3M_DEMO_PORT')}`,
    devnet: `http://127.0.0.1:${port('W3M_DEVNET_PORT')}`,
    secureSite: `http://localhost:${port('W3M_SECURE_SITE_PORT')}`,
    relay: `ws://127.0.0.1:${port('W3M_RELAY_PORT')}`,
    storybook: `http://127.0.0.1:${port('W3M_STORYBOOK_PORT')}`,
  }
}
