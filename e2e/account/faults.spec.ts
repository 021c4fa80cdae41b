import { stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { armFault, clearFaults, openAccount } from './account'

test.afterEach(clearFaults)

test('with the balance route failing, the toast shows and the account view still works', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The query cache tries 4 times (1 s, 2 s, 4 s apart): fail them all.
  await armFault('/v1/account/:address/balance', '500', 4)
  const reportsBefore = await errorReports()
  await openAccount(page)
  const toast = page.locator('w3m-modal').getByRole('alert')
  await expect(toast).toContainText('Token Balance Unavailable', { timeout: 20_000 })
  const account = modalDialog(page, 'Account')
  await expect(account.getByText('Token Balance Unavailable')).toBeVisible()

  // Still usable: the address, Receive, and the activity tab.
  await expect(account.getByTestId('w3m-account-address')).toHaveText('0xf39F…2266')
  await account.getByTestId('w3m-tab-activity').click()
  await expect(account.getByTestId('w3m-activity-list')).toBeVisible()
  await account.getByTestId('w3m-account-receive').click()
  await expect(modalDialog(page, 'Receive').getByTestId('w3m-receive-address')).toHaveText(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  await modalDialog(page, 'Receive').getByRole('button', { name: 'Back' }).click()

  // The failure was reported to the analytics sink.
  await expect.poll(async () => (await errorReports()) - reportsBefore).toBeGreaterThan(0)

  // 30 s after the failure the list is fetched again by itself, and this time it works.
  await account.getByTestId('w3m-tab-tokens').click()
  await expect(account.getByTestId('w3m-token-ETH')).toBeVisible({ timeout: 40_000 })
})

test('a malformed balance response is rejected, never half shown', async ({ page }) => {
  test.setTimeout(60_000)
  await armFault('/v1/account/:address/balance', 'malformed', 4)
  await openAccount(page)
  await expect(page.locator('w3m-modal').getByRole('alert')).toContainText(
    'Token Balance Unavailable',
    { timeout: 20_000 },
  )
  await expect(modalDialog(page, 'Account').getByTestId('w3m-token-list')).toHaveCount(0)
})

test('with the history route failing, the toast shows and the list is empty', async ({ page }) => {
  test.setTimeout(60_000)
  await armFault('/v1/account/:address/history', '503', 4)
  await openAccount(page)
  const account = modalDialog(page, 'Account')
  await account.getByTestId('w3m-tab-activity').click()
  await expect(page.locator('w3m-modal').getByRole('alert')).toContainText(
    'Failed to fetch transactions',
    { timeout: 20_000 },
  )
  await expect(account.getByText('Activity could not be loaded.')).toBeVisible()
})

async function errorReports(): Promise<number> {
  const response = await fetch(`${stackUrls().devnet}/devnet/analytics?kind=errors&limit=1000`)
  const body = (await response.json()) as { count: number }
  return body.count
}
