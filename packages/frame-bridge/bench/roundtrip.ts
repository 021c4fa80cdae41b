// Benchmark (not a test): RPC round trips page → frame → page in headless Chromium, against a
// bare postMessage echo between the same two origins measured in the same run.
// Run: pnpm --filter @w3m/frame-bridge bench
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../../playwright.config'
import type {} from './fixtures/page'
import { servePair } from './servePair'

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 2_000)
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 1_000)
const WARM_UP = 200

const pair = await servePair()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage()
  // tsx names functions with an `__name` helper that the evaluated copy must find in the page.
  await page.addInitScript('globalThis.__name = (f) => f')
  await page.goto(pair.pageUrl)
  const figures = await page.evaluate(
    async ({ sequential, concurrent, warmUp }) => {
      const { client, startEcho, echoOnce } = window.bridge
      await client.start()
      await startEcho()
      const rpc = () => client.rpcRequest({ method: 'eth_blockNumber', params: [] })
      const stats = (samples: number[]) => {
        const sorted = [...samples].sort((a, b) => a - b)
        const at = (q: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
        return { median: at(0.5), p99: at(0.99), max: sorted.at(-1)! }
      }
      async function series(run: () => Promise<unknown>) {
        for (let i = 0; i < warmUp; i++) await run()
        const samples: number[] = []
        for (let i = 0; i < sequential; i++) {
          const start = performance.now()
          await run()
          samples.push(performance.now() - start)
        }
        return stats(samples)
      }
      async function burst(run: () => Promise<unknown>) {
        const start = performance.now()
        const outcomes = await Promise.allSettled(Array.from({ length: concurrent }, run))
        return {
          ms: performance.now() - start,
          resolved: outcomes.filter((o) => o.status === 'fulfilled').length,
          rejected: outcomes.filter((o) => o.status === 'rejected').length,
        }
      }
      return {
        bridge: await series(rpc),
        echo: await series(echoOnce),
        bridgeBurst: await burst(rpc),
        echoBurst: await burst(echoOnce),
      }
    },
    { sequential: SEQUENTIAL, concurrent: CONCURRENT, warmUp: WARM_UP },
  )
  const ms = (n: number) => `${n.toFixed(3)} ms`
  console.log(
    `Chromium ${browser.version()}, ${SEQUENTIAL} sequential round trips after ${WARM_UP} warm-up, page ${new URL(pair.pageUrl).origin} ↔ frame ${pair.secureOrigin}`,
  )
  console.table({
    'bridge rpcRequest (eth_blockNumber)': {
      median: ms(figures.bridge.median),
      p99: ms(figures.bridge.p99),
      max: ms(figures.bridge.max),
    },
    'baseline: bare postMessage echo': {
      median: ms(figures.echo.median),
      p99: ms(figures.echo.p99),
      max: ms(figures.echo.max),
    },
  })
  console.log(`bridge overhead at the median: ${ms(figures.bridge.median - figures.echo.median)}`)
  const burst = (b: typeof figures.bridgeBurst) => ({ ...b, ms: ms(b.ms) })
  console.table({
    [`bridge: ${CONCURRENT} concurrent rpcRequest`]: burst(figures.bridgeBurst),
    [`baseline: ${CONCURRENT} concurrent echoes`]: burst(figures.echoBurst),
  })
  console.log(
    '(performance.now() is coarsened to 0.1 ms in a page that is not cross-origin isolated)',
  )
  if (figures.bridgeBurst.resolved !== CONCURRENT) {
    console.error(`lost requests: ${CONCURRENT - figures.bridgeBurst.resolved}`)
    process.exitCode = 1
  }
} finally {
  await browser.close()
  await pair.close()
}
