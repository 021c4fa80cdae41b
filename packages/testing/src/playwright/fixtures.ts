import { test as base, expect } from '@playwright/test'
import {
  connectDevnet,
  type Devnet,
  type DevnetState,
  startDevnet,
  type WalletScriptOptions,
} from '../devnet'
import { type WalletControl, walletControl } from './walletControl'
import { watchOffHostRequests } from './watchOffHostRequests'

/** The environment variable that hands a devnet started in global setup to the test workers. */
export const DEVNET_ENV = 'W3M_TESTING_DEVNET'

/** Makes a devnet started in Playwright's global setup the one every test's `devnet` fixture uses. */
export function shareDevnet(devnet: Devnet): void {
  process.env[DEVNET_ENV] = JSON.stringify(devnet.state)
}

type TestFixtures = {
  /** How the Devnet Wallet starts in each page; `false` leaves it out. */
  walletOptions: WalletScriptOptions | false
  /** The Devnet Wallet of the test's page. */
  wallet: WalletControl
  /** Non-loopback requests the test's pages tried; the test fails when there were any. */
  offHostRequests: string[]
}
type WorkerFixtures = {
  /** The devnet shared by global setup (`shareDevnet`), else one started for this worker. */
  devnet: Devnet
}

// The script builds once per devnet; each page gets the same text.
const scripts = new Map<string, Promise<string>>()

function walletScript(devnet: Devnet, options: WalletScriptOptions): Promise<string> {
  const url = devnet.walletScriptUrl(options)
  let script = scripts.get(url)
  if (!script) {
    script = devnet.walletScript(options)
    scripts.set(url, script)
  }
  return script
}

/**
 * Playwright's `test` with the devnet, the Devnet Wallet injected into every page (top frames
 * only: an extension's wallet is not in the secure site's frame) and the network guard on.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  devnet: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const shared = process.env[DEVNET_ENV]
      if (shared) {
        await use(connectDevnet(JSON.parse(shared) as DevnetState))
        return
      }
      const devnet = await startDevnet()
      try {
        await use(devnet)
      } finally {
        await devnet.stop()
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  walletOptions: [{}, { option: true }],
  context: async ({ context, devnet, walletOptions }, use) => {
    if (walletOptions !== false) {
      const code = await walletScript(devnet, walletOptions)
      await context.addInitScript({ content: `if (window === window.top) {\n${code}\n}` })
    }
    await use(context)
  },
  wallet: async ({ page }, use) => {
    await use(walletControl(page))
  },
  offHostRequests: [
    async ({ context }, use) => {
      const offHost = await watchOffHostRequests(context)
      await use(offHost)
      expect(offHost, 'pages under test must make no request to a non-loopback host').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
