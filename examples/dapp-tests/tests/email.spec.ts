import { expect, modalDialog, test } from './dapp'

// No browser wallet in these pages: the visitor has only an email address.
test.use({ walletOptions: false })

test('logs in by email: device approval link, then the mailed code', async ({ page, devnet }) => {
  const email = `dapp-${Date.now().toString(36)}@example.com`
  await page.goto('/')
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Connect wallet').getByPlaceholder('Email').fill(email)
  await page.getByPlaceholder('Email').press('Enter')

  // A new device: the secure site mails an approval link first.
  await expect(page.getByTestId('w3m-email-verify-device')).toBeVisible({ timeout: 30_000 })
  const approval = await page.context().newPage()
  await approval.goto(await devnet.mailbox.waitForLink(email))
  await approval.getByRole('button', { name: 'Approve device' }).click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approval.close()

  await expect(page.getByTestId('w3m-email-otp')).toBeVisible({ timeout: 30_000 })
  await page
    .getByTestId('w3m-otp-input')
    .fill(await devnet.mailbox.waitForCode(email, { after: 1 }))
  await expect(page.getByTestId('w3m-account-user')).toHaveText(email, { timeout: 30_000 })
  await expect(page.getByTestId('dapp-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})
