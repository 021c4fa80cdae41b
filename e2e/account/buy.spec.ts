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

// Bank account (ACH): 10–25,000 for USD and EUR when the options name no limits of their own
// (the devnet's name only card limits), shown under the amount and enforced before any quote.
test('paying by bank account (ACH) allows 10 to 25000 in USD and EUR', async ({ page }) => {
  await openAccount(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-buy').click()
  const buy = modalDialog(page, 'Buy')
  /** Types `amount` in `fiat` and expects the limits shown, then the refusal (or the quote). */
  const typed = async (fiat: string, amount: string, limits: [string, string], fits: boolean) => {
    await buy.getByLabel(`Amount (${fiat})`).fill(amount)
    await expect(buy.getByTestId('w3m-onramp-limits')).toHaveText(
      `From ${limits[0]} to ${limits[1]} ${fiat}`,
    )
    if (fits) {
      await expect(buy.getByTestId('w3m-onramp-total')).toHaveText(
        `Total: ${Number(amount).toFixed(2)} ${fiat}`,
      )
      await expect(buy.getByTestId('w3m-onramp-error')).toHaveCount(0)
      await expect(buy.getByTestId('w3m-onramp-continue')).toBeEnabled()
    } else {
      await expect(buy.getByTestId('w3m-onramp-error')).toHaveText(
        `Enter an amount between ${limits[0]} and ${limits[1]} ${fiat}`,
      )
      await expect(buy.getByTestId('w3m-onramp-continue')).toBeDisabled()
    }
  }
  await expect(buy.getByLabel('Pay with')).toHaveValue('USD')
  await typed('USD', '20000', ['10.00', '7500.00'], false)
  await buy.getByLabel('Payment method').selectOption('Bank account (ACH)')
  // The typed amount stays, and now fits: a quote for it.
  await expect(buy.getByLabel('Amount (USD)')).toHaveValue('20000')
  await typed('USD', '20000', ['10', '25000'], true)
  await typed('USD', '25000.01', ['10', '25000'], false)

  await buy.getByLabel('Pay with').selectOption('EUR')
  await expect(buy.getByLabel('Payment method')).toHaveValue('ach_bank_account')
  await typed('EUR', '9', ['10', '25000'], false)
  await typed('EUR', '25000', ['10', '25000'], true)
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
