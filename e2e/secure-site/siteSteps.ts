import type { Page } from '@playwright/test'
import { codeOf, linkOf } from '../../apps/secure-site/src/testing/startMailCatcher'
import type { startTestSite } from '../../apps/secure-site/src/testing/startTestSite'
import { expect } from '../fixtures'

/** Logs `email` in through the host page's frame client: approves the device if asked, then the code. */
export async function emailLoginOnHost(
  page: Page,
  site: Awaited<ReturnType<typeof startTestSite>>,
  email: string,
) {
  const action = await page.evaluate((email) => window.w3m.client.connectEmail({ email }), email)
  if (action.action === 'VERIFY_DEVICE') {
    const sent = site.mail.mails.length
    await page.evaluate(() => {
      window.w3m.pending.device = window.w3m.client.connectDevice()
    })
    const approval = await page.context().newPage()
    await approval.goto(linkOf(await site.mail.latest(email)))
    await approval.getByRole('button', { name: 'Approve device' }).click()
    await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await approval.close()
    await page.evaluate(() => window.w3m.pending.device)
    await site.mail.latest(email, sent)
  }
  const otp = codeOf(await site.mail.latest(email))
  await page.evaluate((otp) => window.w3m.client.connectOtp({ otp }), otp)
  return action.action
}
