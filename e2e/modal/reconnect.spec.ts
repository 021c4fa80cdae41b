import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectDevnetWallet, DEV_ACCOUNT, openDemo } from './modal'

/** Slows the page's CPU as a low-end phone is (Chromium's DevTools throttle). */
async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

/** The connections wagmi keeps in the page's storage for the next visit. */
const storedConnections = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('w3m.wagmi.store')
    return raw
      ? (JSON.parse(raw) as { state: { connections: { value: unknown[] } } }).state.connections
          .value.length
      : 0
  })

test('a reload on a slow CPU restores a wallet that announces itself 3 s after load', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openDemo(page, { 'devnet-wallet-mode': 'approve', 'devnet-wallet-delay': '3000' })
  await connectDevnetWallet(page)
  await throttleCpu(page, 6)
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 45_000 })
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
})

test('a wallet that does not come back in time leaves the stored connection for the next visit', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  // This visit's wallet stays away far longer than the modal waits for it.
  await page.goto('/?devnet-wallet-mode=approve&devnet-wallet-delay=600000')
  const button = page.getByTestId('w3m-button')
  // Restoring: the stored address shows while the modal waits for the wallet...
  await expect(button).toContainText('0xf39F')
  // ...then it gives up on this visit (Connect again) yet keeps the connection for the next.
  await expect(button).toHaveText('Connect Wallet', { timeout: 30_000 })
  expect(await storedConnections(page)).toBe(1)
  await page.goto('/?devnet-wallet-mode=approve')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})
