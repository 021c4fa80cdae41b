import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'
import { onChainBalances, openAccount, toUnits } from './account'

const BUYER = DEV_ACCOUNT as `0x${string}`

test('buys USDC on Base with fiat: quote, checkout window, payment on chain, success', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const before = await onChainBalances(8453, BUYER)
  await openAccount(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-buy').click()

  const buy = modalDialog(page, 'Buy')
  await expect(buy.getByLabel('Buy')).toHaveValue('USDC')
  await expect(buy.getByLabel('Pay with')).toHaveValue('USD')
  // Below the card limit the options name: no quote, the limits in words.
  await buy.getByLabel('Amount (USD)').fill('5')
  await expect(buy.getByTestId('w3m-onramp-error')).toHaveText(
    'Enter an amount between 10.00 and 7500.00 USD',
  )
  await expect(buy.getByTestId('w3m-onramp-continue')).toBeDisabled()

  await buy.getByLabel('Amount (USD)').fill('50')
  // $50 less 1 % and the $0.10 network fee.
  await expect(buy.getByTestId('w3m-onramp-receive')).toHaveText('49.4 USDC')
  await expect(buy.getByTestId('w3m-onramp-total')).toHaveText('Total: 50.00 USD')
  const quoted = '49.4'

  const popupOpened = page.waitForEvent('popup')
  await buy.getByTestId('w3m-onramp-continue').click()
  const checkout = await popupOpened
  await checkout.waitForURL(/\/onramp\/checkout\//)
  await expect(buy.getByText('Waiting for your purchase').first()).toBeVisible()
  await expect(checkout.getByTestId('checkout-address')).toHaveText(DEV_ACCOUNT)
  await expect(checkout.getByTestId('checkout-crypto')).toHaveText(`${quoted} USDC`)
  await checkout.getByTestId('checkout-pay').click()
  await expect(checkout.getByTestId('checkout-done')).toBeVisible()
  await checkout.close()

  await expect(buy.getByText('Purchase complete').first()).toBeVisible({ timeout: 30_000 })
  await expect(buy).toContainText(`Bought ${quoted} USDC`)
  const after = await onChainBalances(8453, BUYER)
  expect(after.usdc - before.usdc).toBe(toUnits(quoted, 6))

  // Back on the account, the token list shows the new USDC balance.
  await buy.getByRole('button', { name: 'Done' }).click()
  const listed = modalDialog(page, 'Account').getByTestId('w3m-token-USDC')
  const expected = Number(after.usdc) / 1e6
  await expect
    .poll(async () => Number(/([\d.]+) USDC/.exec((await listed.textContent()) ?? '')?.[1]))
    .toBeCloseTo(expected, 6)
})

test('a javascript: checkout URL from the API is never opened', async ({ page }) => {
  // The API (here a stub of it) answers a script URL where the checkout's address should be.
  await page.route('**/v1/generators/onrampurl**', (route) =>
    route.fulfill({ json: { url: 'javascript:opener.document.title="pwned"//' } }),
  )
  await openAccount(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-buy').click()
  const buy = modalDialog(page, 'Buy')
  await buy.getByLabel('Amount (USD)').fill('50')
  await expect(buy.getByTestId('w3m-onramp-receive')).toHaveText('49.4 USDC')
  const popupOpened = page.waitForEvent('popup')
  await buy.getByTestId('w3m-onramp-continue').click()
  const checkout = await popupOpened
  // The blank window opened in the click is closed again, never sent anywhere.
  await expect.poll(() => checkout.isClosed()).toBe(true)
  await expect(buy.getByTestId('w3m-onramp-error')).toHaveText('Could not open the checkout')
  await expect(buy.getByTestId('w3m-onramp-checkout-link')).toHaveCount(0)
  expect(await page.title()).not.toBe('pwned')
})
