/**
 * Renders every story of the static Storybook build in headless Chromium and fails on a render
 * error, a console error or an uncaught exception. Also runs axe-core on each story and fails on
 * any violation. Prints one line a story and a closing `N passed, N failed` line.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../playwright.config'

const root = process.argv[2] ?? 'storybook-static'
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

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  try {
    const body = readFileSync(join(root, path.endsWith('/') ? `${path}index.html` : path))
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

type Entry = { id: string; type: string; title: string; name: string; tags?: string[] }
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as {
  entries: Record<string, Entry>
}
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story')
const axeSource = readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8')

const browser = await chromium.launch(CHROMIUM_LAUNCH)
let passed = 0
let failed = 0
/** Renders one story in a fresh page and returns what went wrong, if anything. */
async function renderStory(story: Entry): Promise<string[]> {
  const page = await browser.newPage()
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
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`)
  try {
    await page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-main') ||
        document.body.classList.contains('sb-show-errordisplay'),
      undefined,
      { timeout: 15_000 },
    )
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      problems.push(`render error: ${(await page.locator('#error-message').textContent()) ?? ''}`)
    }
    await page.waitForTimeout(150)
    if (!story.tags?.includes('skip-a11y')) {
      await page.addScriptTag({ content: axeSource })
      const violations = await page.evaluate(async () => {
        // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
        const axe = (window as any).axe
        const result = await axe.run(document.querySelector('#storybook-root') ?? document.body)
        return result.violations.map(
          (violation: { id: string; nodes: unknown[] }) =>
            `${violation.id} (${violation.nodes.length})`,
        )
      })
      for (const violation of violations) problems.push(`a11y: ${violation}`)
    }
  } catch (error) {
    problems.push(`did not render: ${(error as Error).message.split('\n')[0]}`)
  }
  await page.close()
  return problems
}

// A few pages at once: each story mostly waits on rendering, so this shortens the run.
const CONCURRENCY = 3
const queue = [...stories]
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let story = queue.shift(); story; story = queue.shift()) {
      const problems = await renderStory(story)
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
console.log(`storybook: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 && stories.length > 0 ? 0 : 1)
