import type { Page } from '@playwright/test'
import { expect, test as kit } from '@w3m/testing/playwright'

/** The kit's test, on the dapp the global setup serves. */
export const test = kit.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    await use(process.env.DAPP_URL)
  },
})
export { expect }

/** The modal's dialog, by its accessible name. */
export const modalDialog = (page: Page, name: string | RegExp) =>
  page.locator('w3m-modal').getByRole('dialog', { name })

/** Opens the dapp and connects the Devnet Wallet from the modal; the wallet's dialog asks first. */
export async function connectWallet(page: Page, approve: () => Promise<void>): Promise<void> {
  await page.goto('/')
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await approve()
  await expect(page.getByTestId('dapp-address')).toHaveText(/^0x/)
}
