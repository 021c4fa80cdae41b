import { test as base, expect } from '@playwright/test'
import { stackUrls } from '../scripts/ports'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** True for URLs a page under test may reach: loopback hosts, and schemes that leave the machine never. */
export function isLocalUrl(raw: string): boolean {
  const url = new URL(raw)
  if (['data:', 'blob:', 'about:', 'chrome-extension:', 'chrome:'].includes(url.protocol))
    return true
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.')
}

type Fixtures = {
  /** With W3M_CPU_THROTTLE=N (scripts/flake-check.sh), every page of the test runs N times slower. */
  cpuThrottle: undefined
  /** Non-loopback requests the test's pages tried to make; the test fails when any were made. */
  offHostRequests: string[]
  urls: ReturnType<typeof stackUrls>
}

/** The test function every browser test uses: it fails any test whose pages reach beyond loopback. */
export const test = base.extend<Fixtures>({
  offHostRequests: [
    async ({ context }, use) => {
      const offHost: string[] = []
      await context.route(
        (url) => !isLocalUrl(url.toString()),
        async (route) => {
          offHost.push(route.request().url())
          await route.abort('blockedbyclient')
        },
      )
      // WebSockets bypass routing of HTTP requests; watch them too.
      context.on('page', (page) => {
        page.on('websocket', (ws) => {
          if (!isLocalUrl(ws.url())) offHost.push(ws.url())
        })
      })
      await use(offHost)
      expect(offHost, 'pages under test must make no request to a non-loopback host').toEqual([])
    },
    { auto: true },
  ],
  cpuThrottle: [
    async ({ context }, use) => {
      const rate = Number(process.env.W3M_CPU_THROTTLE)
      if (rate > 1)
        context.on('page', async (page) => {
          const session = await context.newCDPSession(page)
          await session.send('Emulation.setCPUThrottlingRate', { rate })
        })
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
