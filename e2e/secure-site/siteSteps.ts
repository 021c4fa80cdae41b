import type { Page } from '@playwright/test'
import { codeOf, linkOf } from '../../apps/secure-site/src/testing/startMailCatcher'
import type { startTestSite } from '../../apps/secure-site/src/testing/startTestSite'
import { clickUntilAnswered } from '../embedded/embedded'
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

/**
 * Starts an RPC request through the host page's frame client, shows the frame, checks its
 * approval card reads `card` and clicks `choice`; answers the request's outcome.
 */
export async function answerApprovalOnHost(
  page: Page,
  request: { method: string; params: unknown[] },
  card: { title: string; text: string[] },
  choice: 'Approve' | 'Reject' = 'Approve',
): Promise<{ result?: unknown; error?: string }> {
  await page.evaluate((request) => {
    window.w3m.pending.rpc = window.w3m.client.rpcRequest(request)
    window.w3m.pending.rpc.catch(() => {})
  }, request)
  await page.evaluate(() => window.w3m.showFrame())
  const dialog = page.frameLocator('#w3m-iframe').getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: card.title })).toBeVisible()
  for (const text of card.text) await expect(dialog).toContainText(text)
  await clickUntilAnswered(dialog, choice)
  await page.evaluate(() => window.w3m.hideFrame())
  return pendingRpcOutcome(page)
}

/** How the host page's pending RPC request settled: its result, or its error's message. */
export function pendingRpcOutcome(page: Page): Promise<{ result?: unknown; error?: string }> {
  return page.evaluate(() =>
    window.w3m.pending.rpc!.then(
      (result) => ({ result }),
      (error: Error) => ({ error: error.message }),
    ),
  )
}
