/**
 * First-click benchmark of the demo (issue 5 budget: Connect painted within 50 ms of the click,
 * at most 100 KB gzip of JS before the first click). Serves apps/demo/dist on an ephemeral port,
 * loads it in headless Chromium and prints:
 *   - gzip size of every JS file the page fetched before the click, against an empty page of the
 *     same server (the baseline) and without the devnet wallet script (it stands in for a browser
 *     extension, not for the host page's code);
 *   - click → Connect painted: the first open, and the median of later opens;
 *   - the standalone bundle's entry and static chunks, when built.
 *
 *   pnpm --filter @w3m/demo build && pnpm exec tsx packages/modal/bench/firstPaint.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../../playwright.config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const DEMO_DIST = here('../../../apps/demo/dist')
const STANDALONE = here('../dist/standalone')
const REPEATS = 10
const FRESH_LOADS = 5
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

if (!existsSync(join(DEMO_DIST, 'index.html'))) {
  console.error('bench: build the demo first (pnpm --filter @w3m/demo build)')
  process.exit(1)
}

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  if (path === '/empty.html') {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>empty</title><p>baseline')
    return
  }
  try {
    const file = path === '/' ? 'index.html' : path
    const body = readFileSync(join(DEMO_DIST, file))
    response
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

type Fetched = { url: string; gzip: number }

/** Loads `url` and returns the JS it fetched until `settleMs` after load (gzip sizes computed here). */
async function loadAndCollect(page: Page, url: string, settleMs = 1500): Promise<Fetched[]> {
  const fetched: Fetched[] = []
  const pending: Array<Promise<void>> = []
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!type.includes('javascript') && !response.url().endsWith('.js')) return
    pending.push(
      response
        .body()
        .then(
          (body) =>
            void fetched.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
        )
        .catch(() => undefined),
    )
  }
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(settleMs)
  page.off('response', onResponse)
  await Promise.all(pending)
  return fetched
}

/** In-page code, as text: tsx's helpers (`__name`) must not leak into the page. */
const CLICK_TO_CONNECT = `new Promise((resolve, reject) => {
  const button = document.querySelector('w3m-button')?.shadowRoot?.querySelector('button')
  const modal = document.querySelector('w3m-modal')
  if (!button || !modal?.shadowRoot) return reject(new Error('demo elements missing'))
  const shown = () =>
    modal.shadowRoot.querySelector('[role="dialog"] h2')?.textContent === 'Connect wallet' &&
    modal.shadowRoot.querySelector('[role="dialog"] ul')
  const start = performance.now()
  button.click()
  const poll = () => {
    // Two frames after the DOM has it: the frame that paints it has been produced.
    if (shown()) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
    else if (performance.now() - start > 5000) reject(new Error('Connect did not show within 5 s'))
    else requestAnimationFrame(poll)
  }
  poll()
})`

/** Clicks <w3m-button> and resolves with ms from the click to the frame after Connect is in the DOM. */
function clickToConnectPainted(page: Page): Promise<number> {
  return page.evaluate(CLICK_TO_CONNECT) as Promise<number>
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage()
  const baseline = await loadAndCollect(page, `${origin}/empty.html`, 200)
  const demo = await loadAndCollect(page, `${origin}/`)
  const isWallet = (entry: Fetched) => entry.url.includes('devnet-wallet.js')
  const hostJs = demo.filter((entry) => !isWallet(entry))
  const total = hostJs.reduce((sum, entry) => sum + entry.gzip, 0)
  const baselineTotal = baseline.reduce((sum, entry) => sum + entry.gzip, 0)
  console.log('JS fetched before the first click (gzip):')
  for (const entry of hostJs)
    console.log(`  ${kb(entry.gzip).padStart(9)}  ${new URL(entry.url).pathname}`)
  console.log(`  empty page (baseline): ${kb(baselineTotal)}`)
  console.log(
    `  demo: ${kb(total)} (${kb(total - baselineTotal)} over the baseline; budget 100 KB)`,
  )
  const wallet = demo.find(isWallet)
  if (wallet) console.log(`  (devnet wallet script, not counted: ${kb(wallet.gzip)})`)

  // The first open of a page (code not yet warm), on fresh loads; then later opens of one page.
  const firsts = [await clickToConnectPainted(page)]
  for (let run = 1; run < FRESH_LOADS; run++) {
    const fresh = await browser.newPage()
    await fresh.goto(`${origin}/`, { waitUntil: 'load' })
    await fresh.waitForTimeout(1000)
    firsts.push(await clickToConnectPainted(fresh))
    await fresh.close()
  }
  firsts.sort((a, b) => a - b)
  const first = firsts[Math.floor(firsts.length / 2)] ?? Number.NaN
  const later: number[] = []
  for (let run = 0; run < REPEATS; run++) {
    await page.keyboard.press('Escape')
    await page.waitForTimeout(100)
    later.push(await clickToConnectPainted(page))
  }
  later.sort((a, b) => a - b)
  const median = later[Math.floor(later.length / 2)] ?? Number.NaN
  console.log('click → Connect painted (headless Chromium):')
  console.log(
    `  first open (median of ${FRESH_LOADS} fresh loads): ${first.toFixed(1)} ms [${firsts.map((ms) => ms.toFixed(0)).join(', ')}]`,
  )
  console.log(`  later opens: median of ${REPEATS}: ${median.toFixed(1)} ms (budget 50 ms)`)
} finally {
  await browser.close()
  server.close()
}

if (existsSync(join(STANDALONE, 'w3m-modal.js'))) {
  const entry = readFileSync(join(STANDALONE, 'w3m-modal.js'))
  const staticChunks = [...entry.toString().matchAll(/from\s*"\.\/(chunks\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  )
  const sizes = [
    join(STANDALONE, 'w3m-modal.js'),
    ...staticChunks.map((chunk) => join(STANDALONE, chunk)),
  ].map((file) => gzipSync(readFileSync(file), { level: 9 }).length)
  const lazy = readdirSync(join(STANDALONE, 'chunks')).length - staticChunks.length
  console.log(
    `standalone bundle: entry + ${staticChunks.length} static chunks = ${kb(sizes.reduce((a, b) => a + b, 0))} gzip; ${lazy} lazy chunks`,
  )
}
