import { expect, test } from '../fixtures'
import { closedPort, configureModal, LOGIN_KEYS, openModal, stored } from './embedded'

test('GitHub login through the 600x800 popup stores the username', async ({ page }) => {
  await page.goto('/')
  await openModal(page)
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupPromise
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 800])
  await expect(page.getByTestId('w3m-connecting-social')).toContainText('GitHub')
  await popup.getByRole('button', { name: 'Continue as alice' }).click()
  await expect(page.getByTestId('w3m-account')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('w3m-account-user')).toHaveText('alice')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect(await stored(page, ['@appkit-wallet/SOCIAL_USERNAME'])).toEqual(['alice'])
  await page.getByTestId('w3m-disconnect').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  expect(await stored(page, LOGIN_KEYS)).toEqual([null, null, null, null])
})

test('a forged popup result from another origin is refused', async ({ page }) => {
  await page.goto('/')
  await openModal(page)
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupPromise
  // The modal listens for the popup's result once it has pointed the popup at the provider
  // (the auth chunk may still be loading when the popup opens): post the forgery after that.
  await popup.waitForURL((url) => url.protocol.startsWith('http'))
  // The host page's own origin is not the secure site's: its "result" must not be trusted.
  await page.evaluate(() =>
    window.postMessage({ resultUri: `${location.origin}/oauth/callback?code=forged` }, '*'),
  )
  await expect(
    page.getByRole('alert').or(page.getByText('Untrusted Origin')).first(),
  ).toContainText('Untrusted Origin')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect.poll(() => popup.isClosed()).toBe(true)
})

test('Farcaster: QR and link, approval on the stand-in, then connected', async ({ page }) => {
  await page.goto('/')
  await openModal(page)
  await page.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(page.getByRole('img', { name: 'Farcaster QR code' })).toBeVisible()
  const url = await page.getByTestId('w3m-farcaster-link').getAttribute('href')
  const approval = await page.context().newPage()
  await approval.goto(url as string)
  await approval.getByLabel('Farcaster user name').fill('vitalik')
  await approval.getByRole('button', { name: 'Approve' }).click()
  // Closing before the answer arrives can cancel the form's request.
  await expect(approval.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await approval.close()
  await expect(page.getByTestId('w3m-account-user')).toHaveText('vitalik', { timeout: 20_000 })
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.getByTestId('w3m-disconnect').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect.poll(() => stored(page, LOGIN_KEYS)).toEqual([null, null, null, null])
})

test('the secure site down: the load-failure error after the (shortened) ready timeout', async ({
  page,
}) => {
  await page.goto('/')
  // A secure site whose port nothing listens on: the frame never announces READY.
  await configureModal(page, {
    secureSiteUrl: `http://localhost:${await closedPort()}/sdk`,
    frameReadyTimeoutMs: 1500,
  })
  await openModal(page)
  await page.getByPlaceholder('Email').fill('down@example.com')
  await page.getByPlaceholder('Email').press('Enter')
  await expect(page.getByText('Email login failed')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByTestId('w3m-dialog')).toContainText('Network Error: Wallet Load Failed')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})
