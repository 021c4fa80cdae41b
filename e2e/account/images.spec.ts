import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog, openDemo } from '../modal/modal'
import { openAccount } from './account'

const IMAGE_ROUTE = /\/(public\/get(Asset|Currency|Token)Image|getWalletImage)\//

/** The explorer image shown in `scope`: its URL, once the browser has decoded it. */
async function loadedImage(scope: Locator): Promise<URL> {
  const image = scope.locator('img')
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  return new URL((await image.getAttribute('src')) ?? '')
}

// The modal builds the images' URLs from the explorer routes with the project id
// (docs/behaviour.md#images); the devnet serves the fixtures' images and 404s for DEV.
test('network, token and fiat images come from the explorer image routes; an unlisted one falls back', async ({
  page,
}) => {
  const statuses = new Map<string, number>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (IMAGE_ROUTE.test(url.pathname)) statuses.set(url.pathname, response.status())
  })
  await openAccount(page)
  const account = modalDialog(page, 'Account')

  // The network chip: Base's asset image.
  const chip = await loadedImage(account.getByTestId('w3m-account-network'))
  expect(chip.hostname).toBe('127.0.0.1')
  expect(chip.pathname).toMatch(/\/public\/getAssetImage\/7289c336-3981-4081-c5f4-efc26ac64a00$/)
  expect(chip.searchParams.get('projectId')).toMatch(/^[0-9a-f]{32}$/)

  // Networks: each configured network's row shows its asset image.
  await account.getByTestId('w3m-account-network').click()
  const networks = modalDialog(page, 'Choose network')
  const arbitrum = await loadedImage(networks.getByTestId('w3m-network-42161'))
  expect(arbitrum.pathname).toMatch(
    /\/public\/getAssetImage\/3bff954d-5cb0-47a0-9a23-d20192e74600$/,
  )
  await page.keyboard.press('Escape')
  await expect(modalDialog(page, /.*/)).toBeHidden()

  // Buy: the chosen token's and fiat's images.
  await clickConnectButton(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-buy').click()
  const buy = modalDialog(page, 'Buy')
  await expect(buy.getByLabel('Buy')).toHaveValue('USDC')
  const token = await loadedImage(buy.getByTestId('w3m-onramp-token-image'))
  expect(token.pathname).toMatch(/\/public\/getTokenImage\/USDC$/)
  expect(token.searchParams.get('projectId')).toBe(chip.searchParams.get('projectId'))
  const fiat = await loadedImage(buy.getByTestId('w3m-onramp-fiat-image'))
  expect(fiat.pathname).toMatch(/\/public\/getCurrencyImage\/USD$/)
  await buy.getByLabel('Pay with').selectOption('EUR')
  expect((await loadedImage(buy.getByTestId('w3m-onramp-fiat-image'))).pathname).toMatch(
    /\/public\/getCurrencyImage\/EUR$/,
  )

  // DEV has no listed image: the route answers 404 and the picker shows its letter instead.
  const devRequest = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/public/getTokenImage/DEV'),
  )
  await buy.getByLabel('Buy').selectOption('DEV')
  // The browser blocks the JSON 404 of a cross-origin image (ORB), so ask the devnet itself.
  expect((await fetch((await devRequest).url())).status).toBe(404)
  const devImage = buy.getByTestId('w3m-onramp-token-image')
  await expect(devImage.locator('[data-fallback="token"]')).toHaveText('D')
  await expect(devImage.locator('img')).toHaveCount(0)
  // And back: USDC's image shows again.
  await buy.getByLabel('Buy').selectOption('USDC')
  await loadedImage(buy.getByTestId('w3m-onramp-token-image'))
  // Base, Arbitrum, USDC, USD and EUR at least, each once at the devnet.
  expect(statuses.size).toBeGreaterThanOrEqual(5)
  for (const [path, status] of statuses) {
    if (!path.endsWith('/DEV')) expect([200, 304], path).toContain(status)
  }
})

test("Connect's explorer wallets show their images from /getWalletImage", async ({ page }) => {
  await openDemo(page)
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  const row = connect
    .locator('li')
    .filter({ has: page.locator('img[src*="/getWalletImage/"]') })
    .first()
  const url = await loadedImage(row)
  expect(url.hostname).toBe('127.0.0.1')
  expect(url.pathname).toMatch(/\/getWalletImage\/[0-9a-f-]{36}$/)
  expect(url.searchParams.get('projectId')).toMatch(/^[0-9a-f]{32}$/)
})
