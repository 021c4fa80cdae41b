/**
 * `pnpm bench`: the standalone bundle on a plain HTML page against a bare React control page, in
 * one round-robin session of cold browsers (a fresh Chromium and profile for every page load).
 * Builds both, starts the devnet (the explorer behind Connect's featured wallets) at a port offset,
 * and stops it after. Prints every figure with min/median/max and the ratio to the control, and
 * writes docs/benchmarks.md.
 *
 *   pnpm bench [--runs 11] [--no-build] [--no-write] [--samples FILE]
 *
 * `--samples FILE` also writes every page load's figures, run by run, as JSON.
 *
 * The click is a trusted mouse click once the page is quiet, at a moment of the display's frame
 * that each run sets (report.ts `inputOffset`); times are read in the page (see probe.ts); the heap
 * comes from CDP after a forced GC; JS bytes are the resource timing entries' encoded (gzip) sizes,
 * split at the click.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'
import { CHROMIUM_LAUNCH } from '../../../playwright.config'
import { portEnv, stackUrls } from '../../../scripts/ports'
import { serveStandalone } from '../../../scripts/standaloneServer'
import { PROBE_SCRIPT } from './probe'
import { type Figure, GOALS, inputOffset, renderReport, type Sample } from './report'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const RUNS = Number(option('--runs') ?? 11)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number')
/** AllWallets holds this many wallets when the keystrokes are timed (the issue asks for 1,000+). */
const ALL_WALLETS_COUNT = 1_200
/** How long no resource may start before the page counts as quiet. */
const QUIET_MS = 500

// A stack of its own unless the caller picked an offset.
process.env.W3M_PORT_OFFSET ??= '30000'
const urls = stackUrls()
const DEMO_PROJECT_ID = '11111111111111111111111111111111'

/**
 * Resolves `offset` ms after the page begins a frame (the second from now, so that the probe has
 * seen the gap between two).
 */
async function atFrameOffset(page: Page, offset: number): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))',
  )
  // A spin, not a timer: node's timers are as coarse as a millisecond.
  const until = performance.now() + offset
  while (performance.now() < until) {}
}

/**
 * A trusted left click at (x, y), `offset` ms into a frame: pressed and released back to back,
 * through `cdp`, a session the caller detaches once the page has done what the click started (a
 * session detached at once does its own work in the page then: Connect complete read about 6 ms
 * later in interleaved loads).
 */
async function clickAtOffset(
  page: Page,
  cdp: CDPSession,
  { x, y }: { x: number; y: number },
  offset: number,
): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
  await atFrameOffset(page, offset)
  const button = { x, y, button: 'left', clickCount: 1 } as const
  await Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...button }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...button }),
  ])
}

/**
 * The devnet wallet's script (an extension's stand-in, loaded by the w3m page) on the control page
 * too, as the w3m page has it (scripts/standaloneServer.ts): what it holds (about 1.2 MB of heap)
 * and the work its announcement costs are then on both sides of every ratio.
 */
const devnetWalletOnControl: Plugin = {
  name: 'w3m-bench-devnet-wallet',
  transformIndexHtml: () => [
    { tag: 'script', attrs: { src: `${urls.devnet}/devnet-wallet.js` }, injectTo: 'head' },
  ],
}

/** Builds the standalone bundle (unless told not to) and the control page, with the same Vite. */
function buildPages(controlDir: string, standalone: boolean): Promise<unknown> {
  if (standalone) {
    console.log('[bench] building the standalone bundle')
    execFileSync(
      'pnpm',
      ['exec', 'vite', 'build', '-c', 'vite.standalone.config.ts', '--logLevel', 'warn'],
      { cwd: here('..'), stdio: 'inherit' },
    )
  }
  return build({
    root: here('./control'),
    base: '/control/',
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), devnetWalletOnControl],
    build: { outDir: controlDir, emptyOutDir: true, target: 'es2022' },
  })
}

/** Starts the devnet at the offset (or reuses one already answering there); resolves with its stop. */
async function startDevnet(): Promise<() => void> {
  const healthy = () =>
    fetch(`${urls.devnet}/health`).then(
      (response) => response.ok,
      () => false,
    )
  if (await healthy()) return () => {}
  console.log(`[bench] starting the devnet at ${urls.devnet}`)
  const child: ChildProcess = spawn('pnpm', ['--filter', '@w3m/devnet', 'start'], {
    env: { ...process.env, ...portEnv() },
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
    }
  }
  const deadline = Date.now() + 180_000
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop()
      throw new Error('the devnet did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return stop
}

/** Two wallets of the devnet's catalogue past its own (which announce themselves), to feature. */
async function pickFeatured(): Promise<string[]> {
  const url = new URL('/getWallets', urls.devnet)
  url.search = new URLSearchParams({
    projectId: DEMO_PROJECT_ID,
    page: '1',
    entries: '8',
  }).toString()
  const { data } = (await (await fetch(url)).json()) as {
    data: Array<{ id: string; rdns?: string }>
  }
  return data
    .filter((wallet) => !wallet.rdns)
    .slice(-2)
    .map((wallet) => wallet.id)
}

type Target = 'control' | 'w3m'
/** A trigger's box, as the probe reads it. */
type Box = { x: number; y: number; width: number; height: number }
/** The middle of `box`, where the click goes. */
const middle = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
type PageResult = Record<string, number> & { shifts?: unknown }

/** Loads `target` in a fresh browser, waits until quiet, clicks, and reads the figures. */
async function measure(
  browser: Browser,
  origin: string,
  target: Target,
  featured: string[],
  query: string,
  run: number,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: PROBE_SCRIPT })
    await page.goto(target === 'control' ? `${origin}/control/` : `${origin}/`, {
      waitUntil: 'load',
    })
    // Every wait until the heap is read runs in the page (probe.ts), through page.evaluate: a
    // locator or waitForFunction would load Playwright's page script, whose source and compiled
    // code (about 0.7 MB) would then count in the heap of either page.
    const box = (await page.evaluate(`window.__probe.trigger(${JSON.stringify(target)})`)) as Box
    await page.evaluate(`window.__probe.quiet(${QUIET_MS})`)
    await page.evaluate(
      `window.__probe.arm(${JSON.stringify(target)}, ${JSON.stringify(target === 'w3m' ? featured : [])})`,
    )
    const cdp = await context.newCDPSession(page)
    await clickAtOffset(page, cdp, middle(box), inputOffset(run))
    const result = (await page.evaluate('window.__probe.done(30000)')) as PageResult
    await cdp.detach()
    const heap = await heapUsed(page)
    // What loads after Connect (wagmi, the auth chunk) is not Connect's, but it is still the click's.
    await page.evaluate(`window.__probe.quiet(${QUIET_MS}, true)`)
    const jsAfterTotal = (await page.evaluate('window.__probe.jsAfterClick()')) as number
    const heapQuiet = await heapUsed(page)
    const sample: Sample = {
      jsBefore: result.jsBefore as number,
      filesBefore: result.filesBefore as number,
      phase: result.phase as number,
      visible: result.visible as number,
      firstRow: result.firstRow as number,
      complete: result.complete as number,
      shift: result.shift as number,
      settled: result.settled as number,
      jsAfter: result.jsAfter as number,
      filesAfter: result.filesAfter as number,
      jsAfterTotal,
      heap,
      heapQuiet,
    }
    if (target === 'w3m') Object.assign(sample, await timeKeystrokes(page, query, run))
    return sample
  } finally {
    await context.close()
  }
}

/** JS heap in use after a full garbage collection. */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

/**
 * AllWallets with ALL_WALLETS_COUNT wallets: each keystroke of `query` → the filtered grid painted,
 * and how far into its frame each key went down. The keystrokes of run `run` take the offsets
 * after those of the runs before.
 */
async function timeKeystrokes(
  page: Page,
  query: string,
  run: number,
): Promise<Pick<Sample, 'keystrokes' | 'keystrokePhases'>> {
  const dialog = page.locator('w3m-modal').getByRole('dialog')
  await page.evaluate(`window.__probe.seedWallets(${ALL_WALLETS_COUNT})`)
  await dialog.getByTestId('w3m-all-wallets').click()
  const search = dialog.getByTestId('w3m-wallet-search')
  await search.waitFor()
  await page.waitForFunction('window.__probe.tiles().length > 0')
  await search.focus()
  await page.evaluate(`window.__probe.quiet(${QUIET_MS})`)
  const capacity = (await page.evaluate('window.__probe.tiles().length')) as number
  const times: number[] = []
  const phases: number[] = []
  for (let typed = 1; typed <= query.length; typed++) {
    const text = query.slice(0, typed)
    await page.evaluate(`window.__probe.armKeystroke(${JSON.stringify(text)}, ${capacity})`)
    await atFrameOffset(page, inputOffset(run * query.length + typed - 1))
    await page.keyboard.press(text.at(-1) as string)
    const handle = await page
      .waitForFunction('window.__probe.keystroke.painted', undefined, {
        timeout: 10_000,
        polling: 50,
      })
      .catch(() => undefined)
    // A grid that never shows the matches counts as infinitely slow (the report says "never").
    if (!handle) {
      times.push(Number.POSITIVE_INFINITY)
      break
    }
    times.push((await handle.jsonValue()) as number)
    phases.push((await page.evaluate('window.__probe.keystroke.phase')) as number)
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))',
    )
  }
  return { keystrokes: times, keystrokePhases: phases }
}

/** How many times each of the devnet's requests of a first open is made before the timed runs. */
const WARM_REPEATS = 50

/**
 * Warms the devnet as a hosted explorer is warm: one untimed first open of the w3m page, then every
 * request that open made of the devnet, WARM_REPEATS times over. A devnet just started answers its
 * first requests while its own code is still being compiled, several ms slower than it soon does,
 * and the timed runs would measure that; the browser gains nothing (each run's is a fresh one).
 */
async function warmDevnet(origin: string, featured: string[]): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  let requested: string[] = []
  try {
    const page = await browser.newPage()
    await page.addInitScript({ content: PROBE_SCRIPT })
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    const box = (await page.evaluate('window.__probe.trigger("w3m")')) as Box
    await page.evaluate(`window.__probe.arm("w3m", ${JSON.stringify(featured)})`)
    const { x, y } = middle(box)
    await page.mouse.click(x, y)
    await page.evaluate('window.__probe.done(30000)')
    requested = (await page.evaluate(
      `performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(${JSON.stringify(urls.devnet)}))`,
    )) as string[]
  } finally {
    await browser.close()
  }
  for (let round = 0; round < WARM_REPEATS; round++)
    await Promise.all(requested.map((url) => fetch(url).then((response) => response.arrayBuffer())))
}

/** A search text that narrows the catalogue letter by letter: the start of a name midway through it. */
async function pickQuery(): Promise<string> {
  const url = new URL('/getWallets', urls.devnet)
  url.search = new URLSearchParams({
    projectId: DEMO_PROJECT_ID,
    page: '8',
    entries: '40',
  }).toString()
  const { data } = (await (await fetch(url)).json()) as { data: Array<{ name: string }> }
  const name = data[0]?.name ?? 'wallet'
  return name.toLowerCase().slice(0, 4)
}

const controlDir = mkdtempSync(join(tmpdir(), 'w3m-bench-control-'))
let stopDevnet = () => {}
let server: Awaited<ReturnType<typeof serveStandalone>> | undefined
try {
  await buildPages(controlDir, !args.includes('--no-build'))
  stopDevnet = await startDevnet()
  const featured = await pickFeatured()
  const query = await pickQuery()
  // A bare page: its only scripts of its own origin are the bundle's (the JS figures count them).
  server = await serveStandalone({ controlDir, featuredWalletIds: featured, bare: true })
  await warmDevnet(server.origin, featured)
  const loadBefore = loadavg()
  const samples: Record<Target, Sample[]> = { control: [], w3m: [] }
  const started = new Date()
  let version = ''
  for (let run = 0; run < RUNS; run++) {
    for (const target of ['control', 'w3m'] as const) {
      const browser = await chromium.launch(CHROMIUM_LAUNCH)
      version ||= browser.version()
      try {
        samples[target].push(await measure(browser, server.origin, target, featured, query, run))
      } finally {
        await browser.close()
      }
    }
    process.stdout.write(`[bench] run ${run + 1}/${RUNS}\n`)
  }
  const report = renderReport({
    samples,
    runs: RUNS,
    started,
    loadBefore,
    loadAfter: loadavg(),
    chromium: version,
    query,
    allWallets: ALL_WALLETS_COUNT,
  })
  console.log(report.text)
  const samplesFile = option('--samples')
  if (samplesFile) writeFileSync(samplesFile, `${JSON.stringify(samples, null, 1)}\n`)
  if (!args.includes('--no-write')) {
    writeFileSync(here('../../../docs/benchmarks.md'), report.markdown)
    console.log('[bench] wrote docs/benchmarks.md')
  }
  const failed = report.figures.filter((figure: Figure) => figure.pass === false)
  if (failed.length > 0)
    console.log(`[bench] goals missed: ${failed.map((f) => f.label).join('; ')}`)
  else console.log(`[bench] every goal holds (${GOALS.length} goals)`)
} finally {
  await server?.close()
  stopDevnet()
  rmSync(controlDir, { recursive: true, force: true })
}
