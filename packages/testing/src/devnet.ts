import type {
  DevAccountsModule,
  DevnetProjectsModule,
  DevnetServerModule,
  SecureSiteConfigModule,
  SecureSiteModule,
} from './appModules'
import { createFaults, type Faults } from './faults'
import { loadApp } from './loadApp'
import { createMailbox, type Mailbox } from './mailbox'

/** Where a running devnet answers; plain data, so it crosses to test workers as JSON. */
export type DevnetState = {
  /** Blockchain API, explorer API, analytics sink, mail and fault routes, wallet script. */
  api: string
  /** anvil's JSON-RPC per chain id (8453 and 42161). */
  rpc: Record<number, string>
  /** The WalletConnect relay (ws://). */
  relay: string
  /** The secure site's `/sdk` page, on `localhost`: another origin than a page on 127.0.0.1. */
  secureSite: string
  smtpPort: number
  /** The project every loopback origin may use. */
  projectId: string
  /** The Devnet Wallet's accounts, 100 ETH each. */
  accounts: `0x${string}`[]
}

/** How the Devnet Wallet starts in a page. */
export type WalletScriptOptions = {
  /** `ask` shows its approval dialog on each request (default); `approve`/`reject` answer at once. */
  mode?: 'ask' | 'approve' | 'reject'
  /** Index of the dev account it starts on. */
  account?: number
  /** Chain id it starts on. */
  chain?: number
}

/** A devnet to test against: its addresses, and what a test reads or arms on it. */
export type Devnet = {
  state: DevnetState
  /** The attributes of `<w3m-modal>` that point every service at this devnet. */
  modalAttributes(): Record<string, string>
  /** The Devnet Wallet as one script: a page that includes it has an EIP-6963 wallet. */
  walletScriptUrl(options?: WalletScriptOptions): string
  /** The same script's text, to inject where a page cannot load it (an init script). */
  walletScript(options?: WalletScriptOptions): Promise<string>
  mailbox: Mailbox
  faults: Faults
}

/** A devnet this process started; `stop()` ends every part of it. */
export type RunningDevnet = Devnet & { stop(): Promise<void> }

/**
 * The handle of a devnet started elsewhere (a Playwright global setup) from its state; `fetch`
 * is what its mailbox, fault switches and wallet script call (the global one unless set: tests
 * hand in a fake devnet).
 */
export function connectDevnet(state: DevnetState, options: { fetch?: typeof fetch } = {}): Devnet {
  const fetcher = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const walletScriptUrl = (options: WalletScriptOptions = {}) => {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(options)) query.set(name, String(value))
    const search = query.size > 0 ? `?${query}` : ''
    return `${state.api}/devnet-wallet.js${search}`
  }
  return {
    state,
    modalAttributes: () => ({
      'project-id': state.projectId,
      networks: Object.keys(state.rpc).join(','),
      'blockchain-api-url': state.api,
      'explorer-api-url': state.api,
      'analytics-url': state.api,
      'secure-site-url': state.secureSite,
      'relay-url': state.relay,
      'rpc-urls': JSON.stringify(state.rpc),
    }),
    walletScriptUrl,
    walletScript: async (options) => {
      const response = await fetcher(walletScriptUrl(options))
      if (!response.ok) throw new Error(`The Devnet Wallet script: ${response.status}`)
      return response.text()
    },
    mailbox: createMailbox(state.api, fetcher),
    faults: createFaults(state.api, fetcher),
  }
}

/**
 * Starts the whole local cloud on free loopback ports with in-memory state: both chains, the
 * APIs, the relay, the mail catcher and the secure site. Takes some seconds; one per test run.
 */
export async function startDevnet(options: { log?: (line: string) => void } = {}) {
  const [server, secureSite, siteConfig, projects, wallet, ports] = await Promise.all([
    loadApp<DevnetServerModule>('@w3m/devnet', 'src/server.ts'),
    loadApp<SecureSiteModule>('@w3m/secure-site', 'src/server/startSecureSite.ts'),
    loadApp<SecureSiteConfigModule>('@w3m/secure-site', 'src/server/config.ts'),
    loadApp<DevnetProjectsModule>('@w3m/devnet', 'src/projects.ts'),
    loadApp<DevAccountsModule>('@w3m/devnet', 'src/wallet/devAccounts.ts'),
    loadApp<{ freePort(): Promise<number> }>('@w3m/secure-site', 'src/testing/startTestChain.ts'),
  ])
  const devnet = await server.startDevnet(options.log ? { log: options.log } : {})
  try {
    // The secure site wired the way the repository's stack wires it, to this devnet's parts.
    const site = await secureSite.startSecureSite(
      siteConfig.loadConfig({
        W3M_DEVNET_URL: devnet.urls.api,
        W3M_SECURE_SITE_PORT: String(await ports.freePort()),
        W3M_SMTP_PORT: String(devnet.urls.smtpPort),
        W3M_BASE_RPC_PORT: new URL(devnet.urls.rpc[8453] ?? '').port,
        W3M_ARB_RPC_PORT: new URL(devnet.urls.rpc[42161] ?? '').port,
        W3M_SECURE_SITE_MEMORY: '1',
      }) as never,
    )
    const handle = connectDevnet({
      api: devnet.urls.api,
      rpc: devnet.urls.rpc,
      relay: devnet.urls.relay,
      secureSite: `${site.url}/sdk`,
      smtpPort: devnet.urls.smtpPort,
      projectId: projects.DEMO_PROJECT_ID,
      accounts: wallet.devAccounts().map((account) => account.address),
    })
    return {
      ...handle,
      async stop() {
        await site.close()
        await devnet.close()
      },
    } satisfies RunningDevnet
  } catch (error) {
    await devnet.close()
    throw error
  }
}
