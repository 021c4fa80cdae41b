import type { Page } from '@playwright/test'
import { port } from '../../scripts/ports'
import { expect, test } from '../fixtures'

/**
 * Every request the page makes beyond its own origin (its scripts and styles), but the demo's
 * own devnet wallet script: a browser extension's wallet is no request of the modal's.
 */
function requestsBeyondThePage(page: Page, pageOrigin: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === pageOrigin || url.pathname === '/devnet-wallet.js') return
    seen.push(`${request.method()} ${url.origin}${url.pathname}`)
  })
  page.on('websocket', (socket) => seen.push(`WS ${socket.url()}`))
  return seen
}

test('the modal makes no request before the visitor opens it', async ({ page, urls }) => {
  const seen = requestsBeyondThePage(page, new URL(urls.demo).origin)
  await page.goto('/')
  await expect(page.getByTestId('w3m-button')).toBeVisible()
  // Loaded and settled: no request in flight, so a late one of start-up would be counted.
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([])

  // Opening is what reaches the services (the wallet list): the recorder does see requests.
  await page.getByTestId('w3m-button').click()
  await expect(page.getByTestId('w3m-dialog')).toBeVisible()
  await expect.poll(() => seen.length).toBeGreaterThan(0)
})

test('a stored session restores before the first click, reaching only what it needs', async ({
  page,
  urls,
}) => {
  await page.goto('/?devnet-wallet-mode=approve')
  await page.getByTestId('w3m-button').click()
  await page
    .locator('w3m-modal')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')

  const seen = requestsBeyondThePage(page, new URL(urls.demo).origin)
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.waitForLoadState('networkidle')
  // The account's chain and its Blockchain API answers (name, balance): nothing of the wallet
  // list, the relay, the secure site or analytics.
  const needed = [
    `${urls.devnet}/v1/`,
    `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}/`,
    `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}/`,
  ]
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((request) => !needed.some((prefix) => request.includes(prefix)))).toEqual([])
})
