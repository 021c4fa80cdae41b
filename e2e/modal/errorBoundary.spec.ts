import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog, openDemo } from './modal'

test('a view chunk that fails to load shows Something went wrong; Try again loads it afresh', async ({
  page,
}) => {
  // The All wallets chunk fails once (a dropped connection mid-deploy), then loads.
  let aborted = 0
  let served = 0
  await page.route(/\/assets\/AllWallets-[\w-]+\.js$/, async (route) => {
    if (aborted === 0) {
      aborted += 1
      await route.abort('connectionreset')
    } else {
      served += 1
      await route.continue()
    }
  })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await openDemo(page)
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /All wallets/ })
    .click()

  // The modal stays up, on the failed view, with the way back and Try again.
  const failed = modalDialog(page, 'All wallets')
  await expect(failed.getByText('Something went wrong')).toBeVisible()
  expect(aborted).toBe(1)
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed.getByTestId('w3m-wallet-search')).toBeVisible()
  await expect(failed.getByText('Something went wrong')).toHaveCount(0)
  // Fetched again, not React.lazy's cached rejection.
  expect(served).toBeGreaterThanOrEqual(1)
  expect(pageErrors).toEqual([])
})
