import { type ChildProcess, spawn } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { DEV_ACCOUNT_BALANCE_ETH, DEV_MNEMONIC } from './accounts'

const WRAPPER_BIN = fileURLToPath(new URL('../../node_modules/.bin/anvil', import.meta.url))

/**
 * The native anvil binary of this platform. The npm package's bin is a Node wrapper that spawns
 * it; calling the binary directly saves a Node process (start-up time and ~40 MB) per chain.
 */
function anvilBinary(): string {
  try {
    const pkg = realpathSync(
      fileURLToPath(new URL('../../node_modules/@foundry-rs/anvil/package.json', import.meta.url)),
    )
    const arch = process.arch === 'x64' ? 'amd64' : process.arch
    return createRequire(pkg).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`)
  } catch {
    return WRAPPER_BIN
  }
}
/** Anvil starts in ~100 ms; a node that is silent this long is stuck. */
const ANVIL_START_TIMEOUT_MS = 15_000

/** A running anvil node. */
export type AnvilNode = { chainId: number; url: string; port: number; close(): Promise<void> }

export type StartAnvilParameters = {
  chainId: number
  host: string
  /** 0 lets anvil pick a free port. */
  port: number
  /** Genesis timestamp (seconds), so seeded history can sit in the past. */
  genesisTimestamp: number
}

/**
 * Starts one anvil node. No block time: each transaction is mined at once (automine), which keeps
 * tests fast; the indexer still follows blocks as they come, as it would on a live chain.
 */
export function startAnvil(params: StartAnvilParameters): Promise<AnvilNode> {
  const args = [
    ['--host', params.host],
    ['--port', String(params.port)],
    ['--chain-id', String(params.chainId)],
    ['--mnemonic', DEV_MNEMONIC],
    ['--accounts', '10'],
    ['--balance', String(DEV_ACCOUNT_BALANCE_ETH)],
    ['--timestamp', String(params.genesisTimestamp)],
    ['--hardfork', 'cancun'],
  ].flat()
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error('anvil did not start in time')),
      ANVIL_START_TIMEOUT_MS,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${error.message}\n${output.slice(-2000)}`))
    }
    child.on('error', fail)
    child.on('exit', (code) => fail(new Error(`anvil exited with ${code}`)))
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on ([\d.]+):(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.stdout.removeAllListeners('data')
      // Keep draining anvil's per-request log so its pipe never fills and blocks it.
      child.stdout.resume()
      child.stderr.removeAllListeners('data')
      child.stderr.resume()
      const port = Number(match[2])
      resolve({
        chainId: params.chainId,
        port,
        url: `http://${params.host}:${port}`,
        close: () => stopChild(child),
      })
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 2_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
