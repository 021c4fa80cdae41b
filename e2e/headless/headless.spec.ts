import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'

// The demo's second page builds its own UI on @w3m/modal/headless (apps/demo/headless.html).

/** Every view of the modal: a lazy one is a chunk named after it; Connect and Account sit in the element's entry. */
const VIEW_NAMES = readdirSync(new URL('../../packages/modal/src/views', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** Test ids only the modal's first-load views (Connect, Account) carry. */
const VIEW_MARKERS = ['w3m-all-wallets', 'w3m-account-address', 'w3m-account-balance']

/** Records every script the page fetched, with its text. */
function watchScripts(page: Page): Array<{ url: string; text: Promise<string> }> {
  const scripts: Array<{ url: string; text: Promise<string> }> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({ url: response.url(), text: response.text().catch(() => '') })
  })
  return scripts
}

test('the headless page connects the devnet wallet, signs a message and switches network; no modal view loads', async ({
  page,
}) => {
  const scripts = watchScripts(page)
  await page.goto('/headless.html?devnet-wallet-mode=approve')
  await page.waitForFunction(() => '__devnetWallet' in window)

  // The wallet announced itself (EIP-6963): the page lists it; one click connects.
  await page.getByRole('button', { name: 'Connect Devnet Wallet' }).click()
  await expect(page.getByTestId('headless-status')).toHaveText('connected')
  await expect(page.getByTestId('headless-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('headless-network')).toHaveText('Base (8453)')

  await page.getByLabel('Message').fill('Sign in to the headless demo')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('headless-signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.getByRole('button', { name: 'Switch to Arbitrum One' }).click()
  await expect(page.getByTestId('headless-network')).toHaveText('Arbitrum One (42161)')
  // The wallet itself moved (not only the page's choice).
  expect(
    await page.evaluate(() =>
      (window as { ethereum?: { request(a: object): Promise<string> } }).ethereum?.request({
        method: 'eth_chainId',
      }),
    ),
  ).toBe('0xa4b1')

  // The explorer's lists, from the devnet's explorer API.
  await page.getByRole('button', { name: 'Load wallets' }).click()
  await expect(
    page.getByTestId('headless-explorer').getByRole('button', { name: 'Devnet Mobile Wallet' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('headless-status')).toHaveText('disconnected')
  await expect(page.getByTestId('headless-error')).toHaveText('–')

  // Nothing of the modal's UI was fetched: no view chunk, no file with a view in it.
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    const file = new URL(script.url).pathname.split('/').pop() ?? ''
    expect(
      VIEW_NAMES.some((view) => file.startsWith(`${view}-`)),
      file,
    ).toBe(false)
    const text = await script.text
    for (const marker of VIEW_MARKERS)
      expect(text.includes(marker), `${file}: ${marker}`).toBe(false)
  }
  expect(await page.locator('w3m-modal').count()).toBe(0)
})

test('the headless page pairs the Devnet Mobile Wallet over WalletConnect with the URI it shows', async ({
  context,
  page,
  urls,
}) => {
  await page.goto('/headless.html')
  await page.getByRole('button', { name: 'WalletConnect' }).click()
  const uriText = page.getByTestId('headless-wc-uri')
  await expect(uriText).toHaveText(/^wc:/)
  const uri = (await uriText.textContent()) ?? ''

  const wallet = await context.newPage()
  await wallet.goto(`${urls.devnet}/mobile-wallet/`)
  await wallet.getByTestId('mw-uri-input').fill(uri)
  await wallet.getByTestId('mw-pair').click()
  await wallet.getByTestId('mw-approve').click()
  await expect(page.getByTestId('headless-status')).toHaveText('connected')
  await expect(page.getByTestId('headless-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  // The URI is gone once the wallet approved.
  await expect(uriText).toHaveText('–')
})

test('a wallet button connects the devnet wallet in one click', async ({ page }) => {
  await page.goto('/wallet-buttons.html?devnet-wallet-mode=approve')
  await page.waitForFunction(() => '__devnetWallet' in window)
  const button = page
    .locator('w3m-wallet-button[wallet="dev.w3m.devnet-wallet"]')
    .getByTestId('w3m-wallet-button')
  await expect(button).toHaveText('Devnet Wallet')
  await button.click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(button).toHaveText('0xf39F…2266')
  await expect(modalDialog(page, /.*/)).toBeHidden()
})

test('a wallet button of a WalletConnect wallet shows its QR code in the modal, and email opens the email form', async ({
  page,
}) => {
  await page.goto('/wallet-buttons.html')
  const mobile = page
    .locator(
      'w3m-wallet-button[wallet="44d0fee34524b47802396b781156d377ba710659c8dbe11486c35b588042beb0"]',
    )
    .getByTestId('w3m-wallet-button')
  await mobile.click()
  await expect(page.locator('w3m-modal').getByTestId('w3m-wc-qr')).toHaveAttribute(
    'data-uri',
    /^wc:/,
  )
  await page.keyboard.press('Escape')
  await expect(modalDialog(page, /.*/)).toBeHidden()

  const email = page.locator('w3m-wallet-button[wallet="email"]').getByTestId('w3m-wallet-button')
  await expect(email).toHaveText('Continue with email')
  await email.click()
  await expect(
    modalDialog(page, 'Connect wallet').getByRole('textbox', { name: /email/i }),
  ).toBeVisible()
})
