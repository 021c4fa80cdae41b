import { type ChildProcess, spawn } from 'node:child_process'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { build } from 'esbuild'
import { Hono } from 'hono'
import { DEMO_PROJECT_ID } from '../../projects'
import { startRelay } from '../../relay'
import { mobileWalletRoutes } from '../index'

const ANVIL_BIN = createRequire(import.meta.url).resolve('@foundry-rs/anvil/bin.mjs')
const DAPP_ENTRY = fileURLToPath(new URL('./dappClient.ts', import.meta.url))

async function startAnvil(chainId: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [ANVIL_BIN, '--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const url = await new Promise<string>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`anvil ${chainId} did not start`)), 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const match = /Listening on (127\.0\.0\.1:\d+)/.exec(seen)
      if (match) {
        clearTimeout(timer)
        resolve(`http://${match[1]}`)
      }
    })
  })
  child.stdout?.resume()
  return { url, child }
}

async function listen(app: Hono): Promise<{ url: string; server: Server }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, server: server as Server })
    }) as Server
  })
}

async function dappApp(relayUrl: string): Promise<Hono> {
  const bundle = await build({
    entryPoints: [DAPP_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  })
  const code = bundle.outputFiles[0]?.text ?? ''
  const config = JSON.stringify({ relayUrl, projectId: DEMO_PROJECT_ID })
  const app = new Hono()
  app.get('/', (c) =>
    c.html(`<!doctype html><title>E2E Dapp</title><h1>E2E Dapp</h1>
<p>URI: <code id="uri"></code></p><p id="status">idle</p><p id="events"></p>
<script type="application/json" id="dapp-config">${config}</script>
<script type="module" src="/app.js"></script>`),
  )
  app.get('/app.js', (c) => c.body(code, 200, { 'Content-Type': 'text/javascript' }))
  return app
}

/**
 * Everything the wallet page test needs, on ephemeral loopback ports: two anvil chains (8453 and
 * 42161), the relay, the devnet's wallet page and a dapp page on sign-client, on two origins.
 */
export async function startWalletConnectBench() {
  const [base, arbitrum] = await Promise.all([startAnvil(8453), startAnvil(42161)])
  const relay = await startRelay({ port: 0, host: '127.0.0.1' })
  const rpcUrls = { 8453: base.url, 42161: arbitrum.url }
  const walletHost = new Hono()
  walletHost.route(
    '/',
    mobileWalletRoutes({ relayUrl: relay.url, rpcUrls, projectId: DEMO_PROJECT_ID }),
  )
  const wallet = await listen(walletHost)
  const dapp = await listen(await dappApp(relay.url))
  return {
    walletUrl: `${wallet.url}/mobile-wallet/`,
    dappUrl: `${dapp.url}/`,
    rpcUrls,
    async close() {
      for (const child of [base.child, arbitrum.child]) {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      }
      for (const { server } of [wallet, dapp]) server.closeAllConnections()
      await Promise.all([wallet, dapp].map(({ server }) => new Promise((r) => server.close(r))))
      await relay.close()
    },
  }
}
