/**
 * The screenshot side of the Storybook render check (scripts/storybook-render.ts): which variants
 * a story is shot in, how a shot is cropped and settled, and how it is compared with its baseline
 * in docs/baselines/ (docs/CONTRIBUTING.md#visual-baselines).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** One way a story is shot: Storybook globals (a reload) and a viewport. */
export type Variant = {
  name: string
  globals?: Record<string, string>
  viewport?: { width: number; height: number }
}

/** The desktop viewport every variant without its own uses. */
export const DESKTOP = { width: 1280, height: 800 }
/** An iPhone-sized viewport: the modal is a bottom sheet below 430 px. */
export const PHONE = { width: 390, height: 844 }

/**
 * Every story is shot in `light` (its own theme); stories tagged `gallery` (one or a few a view)
 * in every variant, Arabic among them.
 */
export const VARIANTS: readonly Variant[] = [
  { name: 'light' },
  { name: 'dark', globals: { theme: 'dark' } },
  { name: 'phone', viewport: PHONE },
  // Right to left, in the catalog's words (the story fixture loads the locale's catalog).
  { name: 'ar', globals: { locale: 'ar' } },
]

/** The tag that puts a story in every variant (and in docs/gallery.md). */
export const GALLERY_TAG = 'gallery'

/** Where the accepted screenshots live: `<story id>.<variant>.png`. */
export const BASELINES = join(process.cwd(), 'docs/baselines')
/** Where a failed comparison leaves the new shot and the difference. */
export const DIFFS = join(process.cwd(), 'test-results/storybook-visual')

/** The variants of a story with these tags. */
export function variantsOf(tags: readonly string[] | undefined): readonly Variant[] {
  if (tags?.includes('skip-visual')) return []
  return tags?.includes(GALLERY_TAG) ? VARIANTS : VARIANTS.slice(0, 1)
}

/** The `globals` URL parameter of a variant (`theme:dark;locale:ar`), empty when none. */
export function globalsParameter(variant: Variant): string {
  const entries = Object.entries(variant.globals ?? {})
  return entries.length
    ? `&globals=${entries.map(([key, value]) => `${key}:${value}`).join(';')}`
    : ''
}

/** A pixel counts as changed past pixelmatch's colour threshold 0.1 (anti-aliasing ignored). */
const PIXEL_THRESHOLD = 0.1
/** A shot may differ from its baseline in at most this share of its pixels (and 20 pixels). */
const CHANGED_SHARE = 0.0005

/** Changed pixels between two PNGs, or undefined when their sizes differ. */
export function changedPixels(
  a: Buffer,
  b: Buffer,
  diff?: PNG,
): { changed: number; allowed: number } | undefined {
  const left = PNG.sync.read(a)
  const right = PNG.sync.read(b)
  if (left.width !== right.width || left.height !== right.height) return undefined
  const changed = pixelmatch(left.data, right.data, diff?.data, left.width, left.height, {
    threshold: PIXEL_THRESHOLD,
  })
  return { changed, allowed: Math.max(20, Math.floor(left.width * left.height * CHANGED_SHARE)) }
}

/**
 * Waits for what a shot must not race: web fonts, every image (in shadow roots too) loaded or
 * failed, and two animation frames. Lazy images load at once (below the fold they never would).
 */
/** Each page's requests still without an answer (a lazy view's chunk, an image). */
const inFlight = new WeakMap<Page, Set<unknown>>()

/**
 * Counts `page`'s requests in flight from now on, so that a shot waits for every chunk the story
 * asked for: a lazily loaded view shows its Suspense spinner until its chunk is in, and a busy
 * machine must not turn that spinner into the baseline.
 */
export function watchRequests(page: Page): void {
  const requests = new Set<unknown>()
  inFlight.set(page, requests)
  page.on('request', (request) => requests.add(request))
  page.on('requestfinished', (request) => requests.delete(request))
  page.on('requestfailed', (request) => requests.delete(request))
}

/** Waits (10 s at most: a story may keep a request open on purpose) until no request is in flight. */
async function requestsAnswered(page: Page): Promise<void> {
  const requests = inFlight.get(page)
  for (let polls = 0; requests && requests.size > 0 && polls < 400; polls++)
    await new Promise((resolve) => setTimeout(resolve, 25))
}

async function settle(page: Page): Promise<void> {
  await requestsAnswered(page)
  await page.evaluate(async () => {
    await document.fonts.ready
    const images: HTMLImageElement[] = []
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement) images.push(element)
        if (element.shadowRoot) walk(element.shadowRoot)
      }
    }
    walk(document)
    await Promise.all(
      images.map((image) => {
        if (image.loading === 'lazy') image.loading = 'eager'
        if (image.complete) return undefined
        return new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true })
          image.addEventListener('error', resolve, { once: true })
        })
      }),
    )
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/**
 * The part of the page a story shows: the modal's card (and toasts) when there is one, else the
 * story root's content; in page pixels, inside the viewport.
 */
async function clipOf(page: Page) {
  return page.evaluate(() => {
    const found: Element[] = []
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches('.w3m-dialog, .w3m-toast')) found.push(element)
        if (element.shadowRoot) walk(element.shadowRoot)
      }
    }
    walk(document)
    const story = document.querySelector('#storybook-root')
    const targets = found.length ? found : [...(story?.children ?? [])]
    const rects = targets
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
    if (rects.length === 0) return undefined
    const left = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.left))))
    const top = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.top))))
    const right = Math.min(innerWidth, Math.ceil(Math.max(...rects.map((rect) => rect.right))))
    const bottom = Math.min(innerHeight, Math.ceil(Math.max(...rects.map((rect) => rect.bottom))))
    return { x: left, y: top, width: right - left, height: bottom - top }
  })
}

/**
 * A settled screenshot: shot again until two shots in a row are the same (late data, a layout
 * that is still moving), cropped to what the story shows. A shot that `accepted` already takes
 * (it matches the story's baseline, the settled picture someone looked at) ends the wait at
 * once: only a shot that differs has to prove it is not a passing state before it is reported.
 */
export async function stableShot(
  page: Page,
  accepted?: (shot: Buffer) => boolean,
): Promise<Buffer> {
  await settle(page)
  let previous: Buffer | undefined
  let sameSince = 0
  for (let attempt = 0; attempt < 60; attempt++) {
    const clip = await clipOf(page)
    const shot = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      ...(clip ? { clip } : { fullPage: false }),
    })
    if (accepted?.(shot)) return shot
    if (!previous?.equals(shot)) sameSince = Date.now()
    // The same picture for longer than React holds a Suspense fallback before revealing what
    // has arrived (300 ms): a lazy view's spinner must not pass for the settled story.
    else if (Date.now() - sameSince >= SETTLED_FOR_MS) return shot
    previous = shot
    await settle(page)
  }
  throw new Error('the story never settled: its shots kept changing')
}

/** How long a story's shot must stay the same to count as settled. */
const SETTLED_FOR_MS = 700

/**
 * Whether a shot matches the baseline `name` within the allowed difference, writing nothing: false
 * when there is no baseline yet.
 */
export function matchesBaseline(name: string, shot: Buffer): boolean {
  const file = join(BASELINES, `${name}.png`)
  if (!existsSync(file)) return false
  const baseline = readFileSync(file)
  if (baseline.equals(shot)) return true
  const result = changedPixels(baseline, shot)
  return result !== undefined && result.changed <= result.allowed
}

/** Compares a shot with its baseline (or writes it in update mode); returns the problems. */
export function checkShot(name: string, shot: Buffer, update: boolean): string[] {
  const file = join(BASELINES, `${name}.png`)
  if (!existsSync(file)) {
    if (update) {
      writeFileSync(file, shot)
      return []
    }
    return [`visual: no baseline docs/baselines/${name}.png (run with --update to accept)`]
  }
  if (matchesBaseline(name, shot)) return []
  if (update) {
    writeFileSync(file, shot)
    return []
  }
  const { width, height } = PNG.sync.read(shot)
  const diff = new PNG({ width, height })
  const result = changedPixels(readFileSync(file), shot, diff)
  mkdirSync(DIFFS, { recursive: true })
  writeFileSync(join(DIFFS, `${name}.actual.png`), shot)
  if (result) writeFileSync(join(DIFFS, `${name}.diff.png`), PNG.sync.write(diff))
  return [
    result
      ? `visual: ${name} changed in ${result.changed} pixels (${result.allowed} allowed); see test-results/storybook-visual/${name}.diff.png, accept with --update`
      : `visual: ${name} changed size; see test-results/storybook-visual/${name}.actual.png, accept with --update`,
  ]
}

/** Baselines no story shot any more: removed in update mode, reported otherwise. */
export function orphanBaselines(shot: ReadonlySet<string>, update: boolean): string[] {
  const orphans = readdirSync(BASELINES)
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .filter((name) => !shot.has(name))
  if (update) {
    for (const name of orphans) rmSync(join(BASELINES, `${name}.png`))
    return []
  }
  return orphans.map(
    (name) => `visual: docs/baselines/${name}.png has no story (run with --update to remove it)`,
  )
}

/** Makes sure the baseline folder exists. */
export function ensureBaselines(): void {
  mkdirSync(BASELINES, { recursive: true })
}
