import { type AddressInfo, connect } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { createApp } from './api/createApp'
import { devnetInfo } from './api/devnetInfo'
import { createClients } from './chain/createClients'
import { createIndexer } from './chain/createIndexer'
import { createPricer } from './chain/createPricer'
import { createTokenRegistry } from './chain/createTokenRegistry'
import { startChains } from './chain/startChains'
import { type DevnetOptions, testOptions } from './config'
import { openDatabase } from './db/openDatabase'
import type { DevnetDatabase } from './db/openPostgres'
import { createFaultStore } from './faults/createFaultStore'
import { DEMO_PROJECT_ID } from './projects'
import { startSolana } from './solana/index'

/** A running devnet. */
export type Devnet = {
  urls: {
    api: string
    rpc: Record<number, string>
    /** The local Solana cluster: JSON-RPC over HTTP, subscriptions over WebSocket (same port). */
    solanaRpc: string
    solanaWs: string
    relay: string
    smtpPort: number
  }
  contracts: ReturnType<typeof devnetInfo>
  db: DevnetDatabase
  close(): Promise<void>
}

type Closer = () => Promise<void>

/**
 * Starts the whole devnet: both chains (deployed and seeded), the database, the other modules
 * that exist, and the HTTP server. Tests call it with testOptions() for ephemeral ports.
 */
export async function startDevnet(input: Partial<DevnetOptions> = {}): Promise<Devnet> {
  const options = { ...testOptions(), ...input }
  const closers: Closer[] = []
  const startedAt = performance.now()
  const elapsed = () => Math.round(performance.now() - startedAt)
  const close = async () => {
    // Stop in reverse order of start: the server first, the chains and the database last.
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => {})
  }
  try {
    // The chains, the database and the other modules' imports run at once: each takes most of
    // the start-up budget.
    const [chains, solana, db, modules] = await Promise.all([
      startChains({
        host: options.host,
        ports: { 8453: options.baseRpcPort, 42161: options.arbRpcPort },
      }).then((started) => {
        closers.push(started.close)
        options.log(`chains deployed and seeded in ${elapsed()} ms`)
        return started
      }),
      startSolana({ host: options.host, port: options.solanaRpcPort }).then((started) => {
        closers.push(started.close)
        options.log(`solana cluster seeded in ${elapsed()} ms`)
        return started
      }),
      openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        reset: options.reset,
        instance: String(options.devnetPort),
      }).then((opened) => {
        closers.push(() => opened.close())
        options.log(`database open in ${elapsed()} ms`)
        return opened
      }),
      importModules(),
    ])
    const healthChecks: Record<string, () => Promise<boolean>> = {
      solana: async () => {
        const response = await fetch(solana.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
        })
        return ((await response.json()) as { result?: unknown }).result === 'ok'
      },
    }
    const clients = createClients(chains.rpcUrls)
    const tokens = createTokenRegistry(clients)
    const indexer = createIndexer(chains.rpcUrls, async (tx) => {
      // Token names are read once, when a token first moves, so history answers need no RPC.
      for (const transfer of tx.transfers)
        await tokens.load(tx.chainId, transfer.token, transfer.kind)
    })
    closers.push(async () => indexer.close())
    await indexer.start()
    options.log(`indexer caught up in ${elapsed()} ms`)
    const app = createApp({
      db,
      rpcUrls: chains.rpcUrls,
      clients,
      indexer,
      tokens,
      pricer: createPricer(clients),
      nameZone: options.nameZone,
      solana: { cluster: solana.cluster, rpcUrl: solana.url },
      faults: createFaultStore(),
      healthChecks,
    })
    const extra = await mountModules(app, modules, {
      options,
      db,
      rpcUrls: chains.rpcUrls,
      solanaRpcUrl: solana.url,
      clients,
      closers,
      healthChecks,
    })
    options.log(`modules mounted in ${elapsed()} ms`)

    const server = serve({ fetch: app.fetch, port: options.devnetPort, hostname: options.host })
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Keep-alive sockets would hold close() open; the devnet is going away.
          if ('closeAllConnections' in server) server.closeAllConnections()
        }),
    )
    const { port } = server.address() as AddressInfo
    return {
      urls: {
        api: `http://${options.host}:${port}`,
        rpc: chains.rpcUrls,
        solanaRpc: solana.url,
        solanaWs: solana.wsUrl,
        ...extra,
      },
      contracts: devnetInfo(chains.rpcUrls),
      db,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

type MountContext = {
  options: DevnetOptions
  db: DevnetDatabase
  rpcUrls: Record<number, string>
  solanaRpcUrl: string
  clients: ReturnType<typeof createClients>
  closers: Closer[]
  healthChecks: Record<string, () => Promise<boolean>>
}

/** Whether something listens at a URL's host and port (the relay speaks WebSocket, not HTTP GET). */
function acceptsConnections(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) })
    socket.setTimeout(1_000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/**
 * Imports the modules that sit beside the core. Dynamic, so their loading (esbuild, the SMTP
 * server, the WalletConnect relay) runs while the chains and the database start.
 */
async function importModules() {
  const [explorer, analytics, wallet, mail, relay, mobileWallet, siwx] = await Promise.all([
    import('./explorer/index'),
    import('./analytics/index'),
    import('./wallet/index'),
    import('./mail/index'),
    import('./relay/index'),
    import('./mobile-wallet/index'),
    import('./siwx/siwxRoutes'),
  ])
  return { explorer, analytics, wallet, mail, relay, mobileWallet, siwx }
}

/** Mounts the explorer API, analytics sinks, wallet pages, mail catcher and relay on the app. */
async function mountModules(
  app: Hono,
  modules: Awaited<ReturnType<typeof importModules>>,
  ctx: MountContext,
): Promise<{ relay: string; smtpPort: number }> {
  const { explorer, analytics, wallet, mail, relay, mobileWallet, siwx } = modules
  app.route('/', explorer.explorerRoutes({ db: ctx.db }))
  app.route('/', analytics.analyticsRoutes({ db: ctx.db }))
  app.route('/', wallet.walletRoutes({ rpcUrls: ctx.rpcUrls, solanaRpcUrl: ctx.solanaRpcUrl }))

  const [mailStarted, relayStarted] = await Promise.all([
    mail.startMail({ smtpPort: ctx.options.smtpPort, db: ctx.db }),
    relay.startRelay({ port: ctx.options.relayPort, host: ctx.options.host }),
  ])
  ctx.closers.push(mailStarted.close, relayStarted.close)
  app.route('/', mailStarted.routes)
  app.route('/', relay.relayFaultRoutes(relayStarted.faults))
  await siwx.createSiwxSchema(ctx.db)
  app.route('/', siwx.siwxRoutes({ db: ctx.db, clients: ctx.clients, smtpPort: mailStarted.port }))
  ctx.healthChecks.relay = () => acceptsConnections(new URL(relayStarted.url))
  app.route(
    '/',
    mobileWallet.mobileWalletRoutes({
      relayUrl: relayStarted.url,
      rpcUrls: ctx.rpcUrls,
      projectId: DEMO_PROJECT_ID,
      solanaRpcUrl: ctx.solanaRpcUrl,
    }),
  )
  // The bound SMTP port, also when the options asked for any free one (0).
  return { relay: relayStarted.url, smtpPort: mailStarted.port }
}
