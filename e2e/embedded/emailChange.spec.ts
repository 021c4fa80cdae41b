import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { codeOf, freshEmail, loginByEmail, mailCount, nextMail, openModal } from './embedded'

/** From Account to the new-address form, then Save with `next`. */
async function startChange(page: Page, next: string) {
  await page.getByTestId('w3m-account-settings-button').click()
  await page.getByTestId('w3m-update-email').click()
  await page.getByPlaceholder('New email').fill(next)
  await page.getByRole('button', { name: 'Save' }).click()
}

test('an email change confirmed in another tab finishes in the first: its status is polled every second', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const email = freshEmail('e2e-poll')
  const next = freshEmail('e2e-poll-new')
  await page.goto('/')
  await loginByEmail(page, email)

  // Tab A starts the change and waits at the code sent to the current address.
  const before = await mailCount(email)
  await startChange(page, next)
  await expect(page.getByTestId('w3m-update-email-primary')).toContainText(email)

  // Tab B, the same visitor in the same browser, confirms a change to the same address.
  const other = await page.context().newPage()
  await other.goto('/')
  await expect(other.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await openModal(other)
  await startChange(other, next)
  await expect(other.getByTestId('w3m-update-email-primary')).toContainText(email)
  // Tab A's code is the first new mail, tab B's the second.
  await other.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(email, before + 1)))
  await expect(other.getByTestId('w3m-update-email-secondary')).toContainText(next)
  await other.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(next, 0)))
  await expect(other.getByTestId('w3m-account-user')).toHaveText(next)

  // Tab A never typed a code: its poll sees the new address and finishes the change there too.
  await expect(page.getByTestId('w3m-account-user')).toHaveText(next)
  await expect(page.locator('w3m-modal').getByTestId('w3m-toast')).toContainText('Email updated')
  await other.close()
})
