import { type MobileWallet, startMobileWallet } from '@w3m/testing'
import { expect, modalDialog, test } from './dapp'

let mobile: MobileWallet

test.beforeAll(async ({ devnet }) => {
  mobile = await startMobileWallet(devnet)
})
test.afterAll(async () => {
  await mobile?.close()
})

test('connects a mobile wallet through the WalletConnect QR code', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Mobile Wallet/ })
    .click()
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  // The QR code's URI, as a phone's camera would read it.
  const uri = await page.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:/)
  await mobile.pair(uri ?? '')
  await expect(page.getByTestId('dapp-address')).toHaveText(mobile.address)
})
