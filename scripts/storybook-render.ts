/**
 * Renders every story of the static Storybook build in headless Chromium and fails on a render
 * error, a console error or an uncaught exception. Also runs axe-core on each story and fails on
 * any violation, and compares a screenshot of each variant (scripts/storybook-visual.ts) with its
 * baseline in docs/baselines/. Prints one line a story and a closing `N passed, N failed` line.
 *
 * `tsx scripts/storybook-render.ts <build> [--update] [--filter=<text>]`: `--update` accepts the
 * new screenshots (docs/CONTRIBUTING.md#visual-baselines); `--filter` renders only the stories
 * whose id contains the text.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../playwright.config'
import { type IndexEntry, writeGallery } from './gallery'
import {
  checkShot,
  DESKTOP,
  ensureBaselines,
  globalsParameter,
  matchesBaseline,
  orphanBaselines,
  stableShot,
  type Variant,
  variantsOf,
  watchRequests,
} from './storybook-visual'

const flags = process.argv.slice(2).filter((argument) => argument.startsWith('--'))
const root =
  process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'storybook-static'
const update = flags.includes('--update')
const filter = flags.find((flag) => flag.startsWith('--filter='))?.slice('--filter='.length)
/** Date.now in every story: countdowns and relative times read the same on every run. */
const FIXED_NOW = new Date('2026-01-15T12:00:00Z')
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** axe-core, served beside the build so that each page takes it (compiled) from the cache. */
const AXE_PATH = '/__axe.min.js'
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  try {
    const body =
      path === AXE_PATH
        ? readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'))
        : readFileSync(join(root, path.endsWith('/') ? `${path}index.html` : path))
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      // The build does not change during a run: a worker's later stories take Storybook's
      // scripts and fonts from the cache (and their compiled code), not from a cold start.
      'cache-control': path.endsWith('.html') ? 'no-cache' : 'max-age=3600',
    })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>
}
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)),
)
ensureBaselines()
/** Every baseline name this run shot, to find the ones no story has any more. */
const shotNames = new Set<string>()

const browser = await chromium.launch(CHROMIUM_LAUNCH)
let passed = 0
let failed = 0
/** Runs axe on the story root; returns the violations as `id (nodes)`. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH })
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe
    // Only the violations are kept: axe skips collecting the nodes that pass.
    const result = await axe.run(document.querySelector('#storybook-root') ?? document.body, {
      resultTypes: ['violations'],
    })
    return result.violations.map(
      (violation: { id: string; nodes: unknown[] }) =>
        `${violation.id} (${violation.nodes.length})`,
    )
  })
}

/** Opens the story with a variant's globals and waits until Storybook has rendered it (or failed). */
async function openStory(
  page: Page,
  story: IndexEntry,
  variant: Variant,
): Promise<string | undefined> {
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story${globalsParameter(variant)}`)
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-main') ||
      document.body.classList.contains('sb-show-errordisplay'),
    undefined,
    { timeout: 15_000 },
  )
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    return `render error: ${(await page.locator('#error-message').textContent()) ?? ''}`
  }
  return undefined
}

/**
 * Renders one story in a fresh page, in each of its variants (reloaded when the globals change,
 * resized when the viewport does), and returns what went wrong, if anything.
 */
async function renderStory(context: BrowserContext, story: IndexEntry): Promise<string[]> {
  const page = await context.newPage()
  watchRequests(page)
  await page.clock.setFixedTime(FIXED_NOW)
  // tsx names the functions it compiles with an `__name` helper; the page evaluates them too.
  await page.addInitScript('globalThis.__name = (target) => target')
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname
    if (!['127.0.0.1', 'localhost'].includes(host) && !request.url().startsWith('data:')) {
      problems.push(`off-host request: ${request.url()}`)
    }
  })
  const variants = variantsOf(story.tags)
  try {
    let loaded: string | undefined
    // The variants that share globals one after the other: a page loaded once, then resized.
    const ordered = [...variants].sort((a, b) =>
      globalsParameter(a).localeCompare(globalsParameter(b)),
    )
    for (const variant of ordered.length ? ordered : [{ name: 'light' }]) {
      const globals = globalsParameter(variant)
      const viewport = variant.viewport ?? DESKTOP
      if (loaded !== globals) {
        if (loaded !== undefined) await page.setViewportSize(DESKTOP)
        const error = await openStory(page, story, variant)
        if (error) {
          problems.push(error)
          break
        }
        loaded = globals
      }
      if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport)
      if (variants.length === 0) {
        // No screenshot: still let the story settle before axe looks at it.
        await page.evaluate(() => document.fonts.ready)
      }
      const name = `${story.id}.${variant.name}`
      // Accepting a new picture waits for it to settle; a check is done once the baseline shows.
      const shot = variants.length
        ? await stableShot(page, update ? undefined : (taken) => matchesBaseline(name, taken))
        : undefined
      if (!story.tags?.includes('skip-a11y')) {
        for (const violation of await axeViolations(page))
          problems.push(`a11y (${variant.name}): ${violation}`)
      }
      if (shot) {
        shotNames.add(name)
        problems.push(...checkShot(name, shot, update))
      }
    }
  } catch (error) {
    problems.push(`did not render: ${(error as Error).message.split('\n')[0]}`)
  }
  await page.close()
  return problems
}

/**
 * What a story may leave behind for the next one in its worker's context (the HTTP cache is
 * shared on purpose): cookies and every storage of the origin.
 */
async function clearStorage(context: BrowserContext): Promise<void> {
  await context.clearCookies()
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await session.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems',
  })
  await page.close()
}

// A few pages at once: each story mostly waits on rendering, so this shortens the run
// (W3M_STORYBOOK_PAGES sets how many).
const CONCURRENCY = Number(process.env.W3M_STORYBOOK_PAGES ?? 3)
const queue = [...stories]
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    // One context a worker, one page a story: the story starts with no storage of the last.
    const context = await browser.newContext({
      viewport: DESKTOP,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    })
    for (let story = queue.shift(); story; story = queue.shift()) {
      await clearStorage(context)
      const problems = await renderStory(context, story)
      if (problems.length === 0) {
        passed++
        console.log(`  ok   ${story.title} / ${story.name}`)
      } else {
        failed++
        console.log(`  FAIL ${story.title} / ${story.name}\n       ${problems.join('\n       ')}`)
      }
    }
  }),
)
await browser.close()
server.close()
if (!filter) {
  const orphans = orphanBaselines(shotNames, update)
  for (const orphan of orphans) console.log(`  FAIL ${orphan}`)
  failed += orphans.length
  const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story')
  if (!writeGallery(allStories, !update)) {
    console.log('  FAIL docs/gallery.md is stale (run with --update to write it)')
    failed++
  }
}
console.log(
  `storybook: ${passed} passed, ${failed} failed; ${shotNames.size} screenshots${update ? ' (baselines updated)' : ''}`,
)
process.exit(failed === 0 && stories.length > 0 ? 0 : 1)
