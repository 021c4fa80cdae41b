import type { Page } from '@playwright/test'
import { armFault, clearFaults } from '../account/account'
import { configureModal } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog, openDemo } from '../modal/modal'

test.afterEach(clearFaults)

/** Connects the devnet wallet with the balance API failing, until the Account view says so. */
async function failBalances(page: Page): Promise<void> {
  // The query cache tries 4 times: fail them all.
  await armFault('/v1/account/:address/balance', '500', 4)
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /installed/ })
    .first()
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await clickConnectButton(page)
  await expect(page.locator('w3m-modal').getByRole('alert')).toContainText(
    'Token Balance Unavailable',
    { timeout: 20_000 },
  )
}

/** Calls the page makes to the analytics sink (error reports `/e`, event batches `/batch`). */
function analyticsCalls(page: Page, devnetUrl: string): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === devnetUrl && ['/e', '/batch'].includes(url.pathname))
      calls.push(url.pathname)
  })
  return calls
}

test('without analytics-consent, a failure is not reported', async ({ page, urls }) => {
  test.setTimeout(90_000)
  const calls = analyticsCalls(page, urls.devnet)
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  // The demo's own attributes, but for the consent its visitor gave.
  await configureModal(page, {})
  await failBalances(page)
  await page.waitForLoadState('networkidle')
  expect(calls).toEqual([])
})

test('with analytics-consent, the same failure is reported', async ({ page, urls }) => {
  test.setTimeout(90_000)
  const calls = analyticsCalls(page, urls.devnet)
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await failBalances(page)
  await expect.poll(() => calls).toContain('/e')
})
