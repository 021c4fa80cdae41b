/**
 * `pnpm devnet`: starts the devnet on its fixed loopback ports and stops every child on SIGINT or
 * SIGTERM. `--reset` (or W3M_DEVNET_RESET=1) starts with an empty database.
 */
import { optionsFromEnv } from './config'
import { startDevnet } from './server'

const started = performance.now()
const options = optionsFromEnv()
try {
  const devnet = await startDevnet(options)
  options.log(`Blockchain API ${devnet.urls.api}`)
  for (const [chainId, url] of Object.entries(devnet.urls.rpc))
    options.log(`chain ${chainId} ${url}`)
  options.log(`solana ${devnet.urls.solanaRpc} (WebSocket ${devnet.urls.solanaWs})`)
  if (devnet.urls.relay) options.log(`relay ${devnet.urls.relay}`)
  options.log(`data ${options.dataDir}${options.reset ? ' (reset)' : ''}`)
  console.log(`devnet ready in ${Math.round(performance.now() - started)} ms`)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    options.log(`${signal}: stopping`)
    await devnet.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
} catch (error) {
  console.error('[devnet] failed to start:', error)
  process.exit(1)
}
