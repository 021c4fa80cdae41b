import type { Page } from '@playwright/test'
import { openAccount } from '../account/account'
import { enterEmailLogin, freshEmail } from '../embedded/embedded'
import { expect, ownContextPage, test } from '../fixtures'
import { modalDialog } from '../modal/modal'

// One visitor with several wallets: the steps build on each other.
test.describe.configure({ mode: 'serial' })

const EMAIL = freshEmail('e2e-connections')
let page: Page
let extensionAddress: string
let embeddedAddress: string

test.beforeAll(async ({ browser }) => {
  page = await ownContextPage(browser)
})
test.afterAll(async () => {
  await page?.context().close()
})

const card = (name: RegExp) =>
  page.getByTestId('w3m-profile-wallets').getByRole('listitem').filter({ hasText: name }).first()

test('the extension wallet, then the email wallet added through ProfileWallets', async () => {
  await openAccount(page)
  extensionAddress = (await page.getByTestId('host-address').textContent()) ?? ''
  expect(extensionAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByTestId('w3m-account-wallets-button').click()
  const wallets = modalDialog(page, 'Wallets')
  await expect(wallets.getByTestId('w3m-connections-eip155').locator(':scope > li')).toHaveCount(1)
  await wallets.getByTestId('w3m-add-wallet').click()
  await expect(modalDialog(page, 'Connect wallet')).toBeVisible()
  await enterEmailLogin(page, EMAIL)
  // Back on ProfileWallets, with both; the new one is active and the host page follows.
  await expect(modalDialog(page, 'Wallets')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('w3m-connections-eip155').locator(':scope > li')).toHaveCount(2)
  await expect(card(new RegExp(EMAIL))).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).not.toHaveText(extensionAddress)
  embeddedAddress = (await page.getByTestId('host-address').textContent()) ?? ''
  await expect(page.getByTestId('host-connections')).toContainText('(active)')
  await expect(page.getByTestId('host-connections')).toContainText(',')
})

test('switching back to the extension wallet: Account and the host page follow', async () => {
  const extension = page
    .getByTestId('w3m-connections-eip155')
    .locator(':scope > li')
    .filter({ hasNotText: EMAIL })
  await extension.getByTestId('w3m-connection-switch').click()
  await expect(extension).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(extensionAddress)
  await page.getByTestId('w3m-back').click()
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('title', extensionAddress)
  await expect(page.getByTestId('w3m-account-balance')).not.toHaveAttribute('data-pending', 'true')
})

test('a reload keeps both wallets, the extension one active', async () => {
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('host-address')).toHaveText(extensionAddress)
  await page.getByTestId('w3m-button').click()
  await page.getByTestId('w3m-account-wallets-button').click()
  await expect(page.getByTestId('w3m-connections-eip155').locator(':scope > li')).toHaveCount(2, {
    timeout: 20_000,
  })
})

test('disconnecting the extension wallet keeps the email wallet, now active', async () => {
  const extension = page
    .getByTestId('w3m-connections-eip155')
    .locator(':scope > li')
    .filter({ hasNotText: EMAIL })
  await extension.getByTestId('w3m-connection-disconnect').click()
  await expect(page.getByTestId('w3m-connections-eip155').locator(':scope > li')).toHaveCount(1)
  await expect(card(new RegExp(EMAIL))).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(embeddedAddress)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})
