import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { stackUrls } from '../../scripts/ports'
import { clearFaults } from '../account/account'
import { configureModal } from '../embedded/embedded'
import { expect, test } from '../fixtures'

// What the fault walks (routes.spec.ts, views.spec.ts) share: one test per fault kind
// (`walkFaults`), arming the devnet's switch, watching a page's requests, uncaught errors and
// toasts, and writing the cells of the table `pnpm faults:table` puts in docs/reliability.md.

/** The client timeout of the walks (apiTimeoutMs), so the 15 s delay is a timeout without a 15 s wait. */
export const API_TIMEOUT_MS = 1_500
/** The Retry-After of every 429 the walks arm. */
export const RETRY_AFTER_S = 3

export type Kind = '429' | '500' | '503' | 'delay' | 'malformed' | 'drop'
export const KINDS: Kind[] = ['429', '500', '503', 'delay', 'malformed', 'drop']

/** A route of a walk: the path pattern the devnet matches, and how to know a request of it. */
export type RouteMatchers = Record<string, (path: string, method: string) => boolean>

/** One cell of the table. */
export type Cell = {
  route: string
  kind: Kind
  /** What the visitor saw, read from the page. */
  seen: string
  /** Requests the page made to the route during the walk (none counted for the relay). */
  calls?: number | undefined
  /** The shortest wait between a 429 of the route and its next request, when there was one. */
  waitAfter429Ms?: number | undefined
}

type Call = { route: string; at: number }

/** The devnet route pattern of a table row (`/v1 (RPC proxy)` -> `/v1`, `POST /x` -> `/x`). */
const devnetRoute = (route: string) => route.replace(' (RPC proxy)', '').replace(/^[A-Z]+ /, '')
const methodOf = (route: string) => /^([A-Z]+) /.exec(route)?.[1]

/** Arms `kind` on the table row's route for every call until cleared. */
export async function arm(route: string, kind: Kind): Promise<void> {
  const method = methodOf(route)
  const response = await fetch(`${stackUrls().devnet}/devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      route: devnetRoute(route),
      kind,
      count: 1000,
      retryAfter: RETRY_AFTER_S,
      delayMs: 15_000,
      ...(method ? { method } : {}),
    }),
  })
  if (!response.ok) throw new Error(`fault not armed: ${response.status} ${await response.text()}`)
}

/** Ends the faults of one table row's route; the others stay armed. */
export async function disarm(route: string): Promise<void> {
  const query = new URLSearchParams({ route: devnetRoute(route) })
  await fetch(`${stackUrls().devnet}/devnet/faults?${query}`, { method: 'DELETE' })
}

/** Each request of a walked route with its start time, and each 429 answer with its time. */
export function watchCalls(page: Page, routes: RouteMatchers) {
  const calls: Call[] = []
  const limited: Call[] = []
  const routeOf = (request: Request) => {
    const url = new URL(request.url())
    if (url.origin !== stackUrls().devnet) return undefined
    return Object.keys(routes).find((route) => routes[route]?.(url.pathname, request.method()))
  }
  page.on('request', (request) => {
    const route = routeOf(request)
    if (route) calls.push({ route, at: Date.now() })
  })
  page.on('response', (response) => {
    const route = routeOf(response.request())
    if (route && response.status() === 429) limited.push({ route, at: Date.now() })
  })
  return { calls, limited }
}

/**
 * The shortest wait of each route between a 429 and its next request, checked against the
 * Retry-After. A request that follows a step of the visitor taken after the 429 (`actions`, the
 * times of the clicks that ask again: Try again, a view opened anew) is the visitor's, not a
 * retry, and is not counted. The times are when the test saw each request, which lags by tens of
 * ms on a busy machine; a retry that ignores Retry-After comes about 1 s after the 429, so 500 ms
 * of slack still tells the two apart.
 */
export function checkRetryAfter(
  watched: ReturnType<typeof watchCalls>,
  actions: number[] = [],
): Map<string, number> {
  const waits = new Map<string, number>()
  for (const answer of watched.limited) {
    const next = watched.calls.find((call) => call.route === answer.route && call.at > answer.at)
    if (!next || actions.some((at) => at > answer.at && at <= next.at)) continue
    const wait = next.at - answer.at
    waits.set(answer.route, Math.min(waits.get(answer.route) ?? wait, wait))
  }
  for (const [route, wait] of waits)
    expect(wait, `${route} asked again ${wait} ms after a 429`).toBeGreaterThanOrEqual(
      RETRY_AFTER_S * 1000 - 500,
    )
  return waits
}

/** Uncaught errors and unhandled rejections of the page. */
export async function watchUnhandled(page: Page): Promise<string[]> {
  const unhandled: string[] = []
  page.on('pageerror', (error) => unhandled.push(`pageerror: ${error.message}`))
  await page.exposeFunction('__w3mUnhandled', (reason: string) =>
    unhandled.push(`unhandledrejection: ${reason}`),
  )
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) => {
      ;(window as unknown as { __w3mUnhandled(reason: string): void }).__w3mUnhandled(
        String(event.reason?.stack ?? event.reason),
      )
    })
  })
  return unhandled
}

/** The text of every toast the modal showed, as it appeared (toasts leave after 4 s). */
export async function recordToasts(page: Page): Promise<string[]> {
  const shown: string[] = []
  await page.exposeFunction('__w3mToast', (text: string) => shown.push(text))
  await page.addInitScript(() => {
    const report = (window as unknown as { __w3mToast(text: string): void }).__w3mToast
    const seen = new WeakSet<Element>()
    const scan = (root: ParentNode) => {
      for (const toast of root.querySelectorAll('[data-testid="w3m-toast"]')) {
        if (seen.has(toast)) continue
        seen.add(toast)
        report(toast.textContent ?? '')
      }
    }
    // The modal's shadow root exists only once the element upgrades: watch for it, then in it.
    const attach = () => {
      const root = document.querySelector('w3m-modal')?.shadowRoot
      if (!root) return false
      new MutationObserver(() => scan(root)).observe(root, { childList: true, subtree: true })
      scan(root)
      return true
    }
    const waiting = new MutationObserver(() => {
      if (attach()) waiting.disconnect()
    })
    document.addEventListener('DOMContentLoaded', () => {
      if (!attach()) waiting.observe(document, { childList: true, subtree: true })
    })
  })
  return shown
}

/** The cells of one walk, one per route, with the calls and Retry-After waits it watched. */
export function cellsOf(
  kind: Kind,
  routes: RouteMatchers,
  seen: Map<string, string>,
  watched: ReturnType<typeof watchCalls>,
  waits: Map<string, number>,
): Cell[] {
  return Object.keys(routes).map((route) => ({
    route,
    kind,
    seen: seen.get(route) ?? 'not observed',
    calls: watched.calls.filter((call) => call.route === route).length,
    waitAfter429Ms: waits.get(route),
  }))
}

/** Writes a walk's cells for `pnpm faults:table`. */
export async function writeCells(out: string, results: Cell[]): Promise<void> {
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, `${JSON.stringify({ apiTimeoutMs: API_TIMEOUT_MS, results }, null, 2)}\n`)
}

/** What the body of a walk gets: its page, the toasts shown so far, and where to note what it saw. */
export type Walk<R extends string> = {
  page: Page
  kind: Kind
  /** The text of every toast shown so far (`recordToasts`). */
  shown: string[]
  /** What the visitor saw of each route: the cells' `seen`. */
  seen: Map<R, string>
  /** Notes that the visitor asked again (Try again, a view opened anew): no retry of the client. */
  acted: () => void
}

/**
 * One test per fault kind, `${subject} under <kind>`: a fresh demo page with the Devnet Wallet
 * approving, API calls cut at API_TIMEOUT_MS (`modal`: more options), `prepare`, then every route
 * armed; `walk` takes the visitor through the views. After it, no route was asked again sooner
 * than its Retry-After and nothing went uncaught; after all, `finish`, and the cells go to `out`.
 */
export function walkFaults<R extends RouteMatchers>(parameters: {
  subject: string
  routes: R
  out: string
  timeoutMs: number
  modal?: Record<string, unknown>
  prepare?: (page: Page) => Promise<void>
  finish?: () => Promise<void>
  walk: (walk: Walk<keyof R & string>) => Promise<void>
}): void {
  const { routes } = parameters
  const results: Cell[] = []
  test.afterEach(clearFaults)
  test.afterAll(async () => {
    await parameters.finish?.()
    await writeCells(parameters.out, results)
  })
  for (const kind of KINDS) {
    test(`${parameters.subject} under ${kind === 'delay' ? 'a 15 s delay' : kind}: the spec's error, the modal usable`, async ({
      page,
    }) => {
      test.setTimeout(parameters.timeoutMs)
      const unhandled = await watchUnhandled(page)
      const shown = await recordToasts(page)
      const watched = watchCalls(page, routes)
      const seen = new Map<keyof R & string, string>()
      const actions: number[] = []
      await page.goto('/?devnet-wallet-mode=approve')
      await page.waitForFunction(() => '__devnetWallet' in window)
      await configureModal(page, { apiTimeoutMs: API_TIMEOUT_MS, ...parameters.modal })
      await parameters.prepare?.(page)
      for (const route of Object.keys(routes)) await arm(route, kind)

      await parameters.walk({ page, kind, shown, seen, acted: () => actions.push(Date.now()) })

      const waits = checkRetryAfter(watched, actions)
      expect(unhandled).toEqual([])
      results.push(...cellsOf(kind, routes, seen, watched, waits))
    })
  }
}
