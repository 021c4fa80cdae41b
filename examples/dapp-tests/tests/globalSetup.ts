import { fileURLToPath } from 'node:url'
import { startDevnet } from '@w3m/testing'
import { shareDevnet } from '@w3m/testing/playwright'
import { build, preview } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * One devnet for the run, and the dapp built against it: its `<w3m-modal>` gets the devnet's
 * service URLs at build time, as a dapp gets its own from its environment.
 */
export default async function globalSetup() {
  const devnet = await startDevnet()
  try {
    shareDevnet(devnet)
    process.env.VITE_W3M_ATTRIBUTES = JSON.stringify(devnet.modalAttributes())
    const outDir = fileURLToPath(new URL('../node_modules/.dapp-dist', import.meta.url))
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const server = await preview({ root, build: { outDir }, preview: { port: 0 } })
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('the dapp preview has no URL')
    process.env.DAPP_URL = url
    return async () => {
      await server.close()
      await devnet.stop()
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
