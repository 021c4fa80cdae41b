import {
  FOREIGN_ORIGIN_PROJECT_ID,
  UNVERIFIED_DOMAIN_PROJECT_ID,
} from '../../apps/devnet/src/projects'
import { expect, test } from '../fixtures'
import {
  clickConnectButton,
  connectDevnetWallet,
  modalDialog,
  openDemo,
  recordedToasts,
  recordToasts,
  STARTER_OVER_LIMIT_PROJECT_ID,
} from './modal'

test('a project over its usage limit shows UsageExceeded instead of connecting', async ({
  page,
}) => {
  await openDemo(page, {
    projectId: STARTER_OVER_LIMIT_PROJECT_ID,
    'devnet-wallet-mode': 'approve',
  })
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  const exceeded = modalDialog(page, 'Usage limit reached')
  await expect(exceeded).toContainText('reached the usage limit of its plan')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})

test('a wallet on an unconfigured chain shows UnsupportedChain, and the modal shakes instead of closing', async ({
  page,
}) => {
  await openDemo(page, { 'devnet-wallet-mode': 'approve', 'devnet-wallet-chain': '1' })
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  const unsupported = modalDialog(page, 'Switch network')
  await expect(unsupported).toContainText('does not support (chain 1)')
  await expect(page.getByTestId('host-network')).toHaveText('1 (unsupported)')

  await page.keyboard.press('Escape')
  await expect(unsupported).toHaveAttribute('data-shake', 'true')
  await expect(unsupported).toBeVisible()
  await expect(unsupported).toHaveAttribute('data-shake', 'false')
  await page.getByTestId('w3m-overlay').click({ position: { x: 5, y: 5 } })
  await expect(unsupported).toHaveAttribute('data-shake', 'true')
  await expect(unsupported).toBeVisible()

  await unsupported.getByRole('button', { name: /Base/ }).click()
  await expect(unsupported).toBeHidden()
  await expect(page.getByTestId('host-network')).toHaveText('8453')
})

test('the dialog is labelled, keeps focus inside and returns it to the button', async ({
  page,
}) => {
  await openDemo(page)
  await clickConnectButton(page)
  const dialog = modalDialog(page, 'Connect wallet')
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  // Focus moved in (to the email field, the first input).
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused()
  for (let step = 0; step < 40; step++) await page.keyboard.press('Tab')
  const inside = await page.evaluate(() => {
    const host = document.querySelector('w3m-modal')
    return Boolean(host?.shadowRoot?.activeElement?.closest('[role="dialog"]'))
  })
  expect(inside).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('w3m-button')).toBeFocused()
})

test('a page origin the project does not allow gets Invalid App Configuration (APKT002)', async ({
  page,
}) => {
  await openDemo(page, { projectId: FOREIGN_ORIGIN_PROJECT_ID })
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect.getByTestId('w3m-origin-refused')).toContainText('Invalid App Configuration')
})

// The devnet's verify stand-in calls every domain of project 5555… INVALID: the first open says
// 'Unverified Domain' (APKT005) and the modal still connects (docs/behaviour.md#errors).
test('a project whose domain fails verification shows Unverified Domain (APKT005)', async ({
  page,
}) => {
  await recordToasts(page)
  await openDemo(page, {
    projectId: UNVERIFIED_DOMAIN_PROJECT_ID,
    'devnet-wallet-mode': 'approve',
  })
  await clickConnectButton(page)
  await expect(modalDialog(page, 'Connect wallet')).toBeVisible()
  await expect.poll(() => recordedToasts(page)).toContain('Unverified Domain')
  await page.keyboard.press('Escape')
  await connectDevnetWallet(page)
  await expect(page.getByTestId('host-events')).toContainText('w3m:connect')
})

test('a verified project shows no Unverified Domain', async ({ page }) => {
  await recordToasts(page)
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  const verified = page.waitForResponse((response) =>
    response.url().includes('/projects/v1/verify'),
  )
  await connectDevnetWallet(page)
  expect(await (await verified).json()).toEqual({ validation: 'VALID' })
  expect(await recordedToasts(page)).not.toContain('Unverified Domain')
})
