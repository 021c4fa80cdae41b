import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { stackUrls } from '../../scripts/ports'
import { clearFaults } from '../account/account'
import { configureModal } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'

// Every Blockchain API and explorer route the modal calls on Connect and Account, and the RPC
// proxy, under each fault kind of the devnet's switch (POST /devnet/faults). One page load per
// fault kind: every route of the walk fails at once, the visitor walks Connect, connects,
// opens Account and Activity, and each route's cell records what the view showed. The client
// timeout is shortened (apiTimeoutMs) so the 15 s delay is a timeout without a 15 s wait.
// `pnpm faults:table` turns the JSON this writes into the table of docs/reliability.md.

const OUT = process.env.W3M_FAULTS_JSON ?? 'test-results/faults.json'
const API_TIMEOUT_MS = 1_500
const RETRY_AFTER_S = 3

type Kind = '429' | '500' | '503' | 'delay' | 'malformed' | 'drop'
const KINDS: Kind[] = ['429', '500', '503', 'delay', 'malformed', 'drop']

/** The routes of the walk: the path pattern the devnet matches and how to know a request of it. */
const ROUTES = {
  '/getWallets': (path: string) => path === '/getWallets',
  '/appkit/v1/config': (path: string) => path === '/appkit/v1/config',
  '/appkit/v1/project-limits': (path: string) => path === '/appkit/v1/project-limits',
  '/getAnalyticsConfig': (path: string) => path === '/getAnalyticsConfig',
  '/projects/v1/origins': (path: string) => path === '/projects/v1/origins',
  '/v1/identity/:address': (path: string) => path.startsWith('/v1/identity/'),
  '/v1/account/:address/balance': (path: string) => /^\/v1\/account\/[^/]+\/balance$/.test(path),
  '/v1/account/:address/history': (path: string) => /^\/v1\/account\/[^/]+\/history$/.test(path),
  '/v1 (RPC proxy)': (path: string) => path === '/v1' || path === '/v1/',
} as const
type Route = keyof typeof ROUTES

type Cell = {
  route: Route
  kind: Kind
  /** What the visitor saw, read from the page. */
  seen: string
  /** Requests the page made to the route during the walk. */
  calls: number
  /** The shortest wait between a 429 of the route and its next request, when there was one. */
  waitAfter429Ms?: number | undefined
}

type Call = { route: Route; at: number }

const results: Cell[] = []

test.afterEach(clearFaults)
test.afterAll(async () => {
  await mkdir(dirname(OUT), { recursive: true })
  await writeFile(OUT, `${JSON.stringify({ apiTimeoutMs: API_TIMEOUT_MS, results }, null, 2)}\n`)
})

async function arm(route: string, kind: Kind) {
  const response = await fetch(`${stackUrls().devnet}/devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      route: route.replace(' (RPC proxy)', ''),
      kind,
      count: 1000,
      retryAfter: RETRY_AFTER_S,
      delayMs: 15_000,
    }),
  })
  if (!response.ok) throw new Error(`fault not armed: ${response.status} ${await response.text()}`)
}

/** Each request of a walked route with its start time, and each 429 answer with its time. */
function watchCalls(page: Page) {
  const calls: Call[] = []
  const limited: Call[] = []
  const routeOf = (request: Request) => {
    const url = new URL(request.url())
    if (url.origin !== stackUrls().devnet) return undefined
    return (Object.keys(ROUTES) as Route[]).find((route) => ROUTES[route](url.pathname))
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

/** Uncaught errors and unhandled rejections of the page. */
async function watchUnhandled(page: Page): Promise<string[]> {
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
async function recordToasts(page: Page): Promise<string[]> {
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

for (const kind of KINDS) {
  test(`every route under ${kind === 'delay' ? 'a 15 s delay' : kind}: the spec's error, the modal usable`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const unhandled = await watchUnhandled(page)
    const shown = await recordToasts(page)
    const toasted = (text: string) =>
      expect.poll(() => shown.some((t) => t.includes(text)), { timeout: 15_000 }).toBe(true)
    const { calls, limited } = watchCalls(page)
    await page.goto('/?devnet-wallet-mode=approve')
    await page.waitForFunction(() => '__devnetWallet' in window)
    // Reads through the devnet's RPC proxy (the hosted default), API calls cut at 1.5 s.
    await configureModal(page, { apiTimeoutMs: API_TIMEOUT_MS, rpcUrls: {} })
    for (const route of Object.keys(ROUTES)) await arm(route, kind)
    const seen = new Map<Route, string>()

    // Connect: the wallet list says why it is missing; the page's own wallet still connects.
    await page.getByTestId('w3m-button').click()
    const connect = modalDialog(page, 'Connect wallet')
    const listError = connect.locator('.w3m-error-text')
    await expect(listError).toBeVisible({ timeout: 15_000 })
    seen.set('/getWallets', `Connect: "${await listError.textContent()}"; no All wallets row`)
    await expect(connect.getByTestId('w3m-all-wallets')).toHaveCount(0)
    const projectSeen = `nothing; Connect works on the defaults${shown.length ? `; toasts: ${shown.join(', ')}` : ', no toast'}`
    for (const route of [
      '/appkit/v1/config',
      '/appkit/v1/project-limits',
      '/getAnalyticsConfig',
      '/projects/v1/origins',
    ] as const)
      seen.set(route, projectSeen)
    await connect.getByRole('button', { name: /Devnet Wallet/ }).click()
    await expect(page.getByTestId('host-status')).toHaveText('connected')
    await expect(modalDialog(page, /.*/)).toBeHidden()

    // Account: the address, the balance toast, the activity's message.
    await page.getByTestId('w3m-button').click()
    const account = modalDialog(page, 'Account')
    await expect(account.getByTestId('w3m-account-address')).toHaveText('0xf39F…2266')
    seen.set('/v1/identity/:address', 'Account: the short address, no name')
    // The balance and the activity fail side by side (their retries overlap).
    await account.getByTestId('w3m-tab-activity').click()
    await expect(account.getByText('Activity could not be loaded.')).toBeVisible({
      timeout: 15_000,
    })
    await toasted('Failed to fetch transactions')
    await toasted('Token Balance Unavailable')
    await account.getByTestId('w3m-tab-tokens').click()
    seen.set(
      '/v1/account/:address/balance',
      `toast "Token Balance Unavailable"; Account: "${(
        await account.getByText('Token Balance Unavailable').first().textContent()
      )?.trim()}"`,
    )
    seen.set(
      '/v1/account/:address/history',
      'toast "Failed to fetch transactions"; Activity: "Activity could not be loaded."',
    )
    const balance = account.getByTestId('w3m-account-balance')
    seen.set(
      '/v1 (RPC proxy)',
      (await balance.count()) === 0
        ? 'Account: no balance line'
        : `Account balance: "${(await balance.textContent())?.trim()}"`,
    )

    // Still usable: Receive and back, then the faults end and Activity loads on a new look.
    await account.getByTestId('w3m-account-receive').click()
    await expect(modalDialog(page, 'Receive').getByTestId('w3m-receive-address')).toHaveText(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await modalDialog(page, 'Receive').getByRole('button', { name: 'Back' }).click()
    await clearFaults()
    await account.getByTestId('w3m-tab-activity').click()
    await expect(account.getByTestId('w3m-activity-list')).toBeVisible({ timeout: 15_000 })

    // Retry-After: no route was asked again sooner than the server said. The times are when the
    // test saw each request, which lags by tens of ms on a busy machine; a retry that ignores
    // Retry-After comes about 1 s after the 429, so 500 ms of slack still tells the two apart.
    const waits = new Map<Route, number>()
    for (const answer of limited) {
      const next = calls.find((call) => call.route === answer.route && call.at > answer.at)
      if (next) {
        const wait = next.at - answer.at
        waits.set(answer.route, Math.min(waits.get(answer.route) ?? wait, wait))
      }
    }
    for (const [route, wait] of waits)
      expect(wait, `${route} asked again ${wait} ms after a 429`).toBeGreaterThanOrEqual(
        RETRY_AFTER_S * 1000 - 500,
      )
    expect(unhandled).toEqual([])

    for (const route of Object.keys(ROUTES) as Route[]) {
      results.push({
        route,
        kind,
        seen: seen.get(route) ?? 'not observed',
        calls: calls.filter((call) => call.route === route).length,
        waitAfter429Ms: waits.get(route),
      })
    }
  })
}
