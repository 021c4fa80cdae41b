import { connectWallet, expect, modalDialog, test } from './dapp'

test.afterEach(async ({ devnet }) => {
  await devnet.faults.clear()
})

test('a failing activity API shows its message, and the account stays usable', async ({
  page,
  wallet,
  devnet,
}) => {
  // The modal retries a failed read 3 times: fail all 4 calls.
  await devnet.faults.arm({ route: '/v1/account/:address/history', kind: '503', count: 4 })
  await connectWallet(page, () => wallet.approve())
  await page.getByTestId('w3m-button').click()
  const account = modalDialog(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByText('Activity could not be loaded.')).toBeVisible({ timeout: 30_000 })
  expect(await devnet.faults.list()).toEqual([])
  await expect(account.getByTestId('w3m-account-address')).toBeVisible()
})
