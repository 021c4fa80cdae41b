import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'
import { stackUrls } from '../../scripts/ports'
import { freshEmail, loginByEmail } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { modalDialog } from './modal'

// The built demo served by a real server with a strict policy: no inline script or style, no eval.
// The devnet wallet's script stands in for a browser extension (whose scripts no page policy
// governs), so its origin is named in script-src; every other source is the page's own.
const DEMO_DIST = resolve(
  fileURLToPath(new URL('../../apps/demo/', import.meta.url)),
  process.env.W3M_DEMO_OUT_DIR || 'dist',
)
const LOCAL = 'http://127.0.0.1:* http://localhost:*'
const POLICY = [
  "default-src 'self'",
  `script-src 'self' ${stackUrls().devnet}`,
  "style-src 'self'",
  `img-src 'self' data: blob: ${LOCAL}`,
  `connect-src 'self' ${LOCAL} ws://127.0.0.1:* ws://localhost:*`,
  `frame-src ${LOCAL}`,
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

let server: Server
let origin: string

test.beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = resolve(DEMO_DIST, `.${path === '/' ? '/index.html' : path}`)
    const body = file.startsWith(DEMO_DIST) ? await readFile(file).catch(() => null) : null
    response.writeHead(body ? 200 : 404, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': POLICY,
    })
    response.end(body ?? 'not found')
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  await new Promise((closed) => server?.close(closed))
})

type Violation = { frame: string; directive: string; blocked: string; source: string }

/** Every securitypolicyviolation in every frame of the context (the secure frame included). */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = []
  await context.exposeBinding(
    '__w3mCspViolation',
    ({ frame }, violation: Omit<Violation, 'frame'>) => {
      violations.push({ frame: frame.url(), ...violation })
    },
  )
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        ;(window as unknown as { __w3mCspViolation(v: unknown): void }).__w3mCspViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        })
      },
      true,
    )
  })
  return violations
}

async function openStrictDemo(page: Page, query = ''): Promise<void> {
  const response = await page.goto(`${origin}/${query}`)
  expect(response?.headers()['content-security-policy']).toBe(POLICY)
  await expect(page.getByTestId('w3m-button')).toBeVisible()
}

test('under a strict CSP: connect, account, receive, WalletConnect QR, email login report nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const violations = await watchViolations(context)
  await openStrictDemo(page, '?devnet-wallet-mode=ask')
  await page.waitForFunction(() => '__devnetWallet' in window)

  // Injected wallet (approved in its own dialog), Account, Receive with its QR code.
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Devnet Wallet' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.getByTestId('w3m-button').click()
  const account = modalDialog(page, 'Account')
  await account.getByTestId('w3m-account-receive').click()
  const receive = modalDialog(page, 'Receive')
  await expect(receive.getByRole('img', { name: /QR code of the address 0xf39F/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  await page.getByTestId('w3m-button').click()
  await account.getByTestId('w3m-disconnect').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')

  // WalletConnect: the QR code of a pairing URI.
  await openStrictDemo(page)
  await page.getByTestId('w3m-button').click()
  await page.getByRole('button', { name: /Devnet Mobile Wallet/ }).click()
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  await expect(page.getByTestId('w3m-wc-qr')).toHaveAttribute('data-uri', /^wc:/)
  await page.keyboard.press('Escape')

  // Email login through the secure frame.
  await openStrictDemo(page)
  await loginByEmail(page, freshEmail('e2e-csp'))
  await expect(page.getByTestId('host-status')).toHaveText('connected')

  expect(violations, 'no frame may report a CSP violation').toEqual([])
})
