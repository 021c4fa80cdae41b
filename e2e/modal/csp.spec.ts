import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { type StandaloneServer, serveStandalone } from '../../scripts/standaloneServer'
import { fillSendForm, RECEIVER } from '../account/account'
import { freshEmail, loginByEmail } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { POLICY, watchViolations } from './csp'
import { DEV_ACCOUNT, modalDialog } from './modal'

// The built demo served by a real server with the strict policy of ./csp.ts.
const DEMO_DIST = resolve(
  fileURLToPath(new URL('../../apps/demo/', import.meta.url)),
  process.env.W3M_DEMO_OUT_DIR || 'dist',
)
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
let standalone: StandaloneServer | undefined

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
  await standalone?.close()
})

async function openStrictDemo(page: Page, query = ''): Promise<void> {
  const response = await page.goto(`${origin}/${query}`)
  expect(response?.headers()['content-security-policy']).toBe(POLICY)
  await expect(page.getByTestId('w3m-button')).toBeVisible()
}

/**
 * From a connected page: Account, Receive with its QR code, then a send of 0.001 ETH through the
 * form (review, confirm, approved in the wallet's dialog when it asks) up to the Sent view's hash.
 */
async function receiveAndSend(page: Page, { approveInWallet }: { approveInWallet: boolean }) {
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Account').getByTestId('w3m-account-receive').click()
  const receive = modalDialog(page, 'Receive')
  await expect(receive.getByRole('img', { name: /QR code of the address 0xf39F/ })).toBeVisible()
  await receive.getByRole('button', { name: 'Back' }).click()
  await fillSendForm(page, { symbol: 'ETH', amount: '0.001', receiver: RECEIVER })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  await modalDialog(page, 'Review send').getByTestId('w3m-send-confirm').click()
  if (approveInWallet)
    await page
      .getByRole('dialog', { name: 'Devnet Wallet' })
      .getByRole('button', { name: 'Approve' })
      .click()
  const sent = modalDialog(page, 'Sent')
  await expect(sent).toContainText('Sent 0.001 ETH')
  await expect(sent.getByTestId('w3m-send-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
}

test('under a strict CSP: connect, account, receive, send, WalletConnect QR, email login report nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const violations = await watchViolations(context)
  await openStrictDemo(page, '?devnet-wallet-mode=ask')
  await page.waitForFunction(() => '__devnetWallet' in window)

  // Injected wallet (approved in its own dialog), Account, Receive with its QR code, a send.
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Devnet Wallet' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await receiveAndSend(page, { approveInWallet: true })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Account').getByTestId('w3m-disconnect').click()
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

test('the standalone page under the same strict CSP: connect, account, receive, send report nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  standalone = await serveStandalone({ csp: POLICY })
  const violations = await watchViolations(context)
  const response = await page.goto(`${standalone.origin}/?devnet-wallet-mode=approve`)
  expect(response?.headers()['content-security-policy']).toBe(POLICY)
  await page.waitForFunction(() => '__devnetWallet' in window)
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  // The host page's own script (an external file under this policy) saw the connection.
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await receiveAndSend(page, { approveInWallet: false })
  expect(violations, 'no frame may report a CSP violation').toEqual([])
})
