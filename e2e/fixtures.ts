import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test'
import { isLoopbackUrl } from '../packages/testing/src/networkGuard'
import { watchOffHostRequests } from '../packages/testing/src/playwright/watchOffHostRequests'
import { stackUrls } from '../scripts/ports'

/** True for URLs a page under test may reach: the rule of @w3m/testing's network guard. */
export const isLocalUrl = isLoopbackUrl

type Fixtures = {
  /** With W3M_CPU_THROTTLE=N (scripts/flake-check.sh), every page of the test runs N times slower. */
  cpuThrottle: undefined
  /** Non-loopback requests the test's pages tried to make; the test fails when any were made. */
  offHostRequests: string[]
  urls: ReturnType<typeof stackUrls>
}

/**
 * With W3M_CPU_THROTTLE=N (scripts/flake-check.sh), every page the context opens runs N times
 * slower. The fixture applies it to the test's context; a suite that makes its own context
 * (`browser.newContext()`) calls it too.
 */
export function throttleCpu(context: BrowserContext): void {
  const rate = Number(process.env.W3M_CPU_THROTTLE)
  if (rate > 1)
    context.on('page', async (page) => {
      const session = await context.newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate })
    })
}

/** A page in a new context of its own (a serial suite's shared page), throttled like the fixture's. */
export async function ownContextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  throttleCpu(context)
  return context.newPage()
}

/** The test function every browser test uses: it fails any test whose pages reach beyond loopback. */
export const test = base.extend<Fixtures>({
  offHostRequests: [
    async ({ context }, use) => {
      const offHost = await watchOffHostRequests(context)
      await use(offHost)
      expect(offHost, 'pages under test must make no request to a non-loopback host').toEqual([])
    },
    { auto: true },
  ],
  cpuThrottle: [
    async ({ context }, use) => {
      throttleCpu(context)
      await use(undefined)
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  urls: async ({}, use) => {
    await use(stackUrls())
  },
})

export { expect }
