import { type ChildProcess, spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { devAccounts } from './devAccounts'
import { walletRoutes } from './index'

const ANVIL_BIN = fileURLToPath(new URL('../../node_modules/.bin/anvil', import.meta.url))
/** Anvil answers in well under a second; past this something is wrong with the machine. */
const ANVIL_START_TIMEOUT_MS = 20_000

/** Starts anvil on an ephemeral loopback port; resolves once it listens. */
export function startAnvil(chainId: number): Promise<{ rpcUrl: string; stop(): void }> {
  const child = spawn(
    ANVIL_BIN,
    ['--chain-id', String(chainId), '--port', '0', '--host', '127.0.0.1'],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = () => stopGroup(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`anvil ${chainId} did not start in time:\n${output}`))
    }, ANVIL_START_TIMEOUT_MS)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on (\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.stdout?.removeAllListeners('data')
        child.stdout?.resume()
        resolve({ rpcUrl: `http://${match[1]}`, stop })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil ${chainId} exited with ${code}:\n${output}`))
    })
  })
}

function stopGroup(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
}

/**
 * A self-contained bed for the devnet wallet's browser tests: anvil for 8453 and 42161 and a
 * loopback page that includes `/devnet-wallet.js` (the page's query is passed to the script).
 */
export async function startWalletTestbed() {
  const chains = await Promise.all([startAnvil(8453), startAnvil(42161)])
  const rpcUrls = { 8453: chains[0].rpcUrl, 42161: chains[1].rpcUrl }
  const app = new Hono()
  app.route('/', walletRoutes({ rpcUrls }))
  app.get('/', (c) => {
    const query = new URL(c.req.url).search
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wallet testbed</title></head><body><h1>wallet testbed</h1><script src="/devnet-wallet.js${query}"></script></body></html>`,
    )
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  if (!server.listening)
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  const clients = {
    8453: createPublicClient({ transport: http(rpcUrls[8453]) }),
    42161: createPublicClient({ transport: http(rpcUrls[42161]) }),
  }
  return {
    pageUrl: `http://127.0.0.1:${port}/`,
    rpcUrls,
    accounts: devAccounts().map((account) => account.address),
    getBalance: (chainId: 8453 | 42161, address: Address) =>
      clients[chainId].getBalance({ address }),
    getTransaction: (chainId: 8453 | 42161, hash: Hex) =>
      clients[chainId].getTransactionReceipt({ hash }),
    verifyMessage,
    verifyTypedData,
    async close() {
      for (const chain of chains) chain.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
