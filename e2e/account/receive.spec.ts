import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { openAccount } from './account'

test('receive shows the address as text and QR code, copies it, and names the networks', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openAccount(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-receive').click()
  const receive = modalDialog(page, 'Receive')
  await expect(receive.getByTestId('w3m-receive-address')).toHaveText(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  await expect(receive.getByRole('img', { name: /QR code of the address 0xf39F/ })).toBeVisible()
  await expect(receive.getByTestId('w3m-receive-networks')).toHaveText(/Base.*Arbitrum One/)
  await receive.getByTestId('w3m-receive-copy').click()
  await expect(page.locator('w3m-modal').getByTestId('w3m-toast')).toContainText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
})
