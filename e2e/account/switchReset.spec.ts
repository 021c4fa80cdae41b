import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { fillSendForm, openAccount, RECEIVER } from './account'

/** From the Account view, switches the wallet to Arbitrum One and waits until the view says so. */
async function switchToArbitrum(page: Page) {
  const account = modalDialog(page, 'Account')
  await account.getByTestId('w3m-account-network').click()
  await modalDialog(page, 'Choose network').getByRole('button', { name: 'Arbitrum One' }).click()
  await expect(account.getByTestId('w3m-account-network')).toHaveText('Arbitrum One')
}

test('a network switch clears the Send form filled on the chain before', async ({ page }) => {
  test.setTimeout(90_000)
  await openAccount(page)
  await fillSendForm(page, { symbol: 'USDC', amount: '5', receiver: RECEIVER })
  await modalDialog(page, 'Send').getByRole('button', { name: 'Back' }).click()
  await switchToArbitrum(page)

  await modalDialog(page, 'Account').getByTestId('w3m-account-send').click()
  const send = modalDialog(page, 'Send')
  await expect(send.getByTestId('w3m-send-token')).toHaveText(/Select token/)
  await expect(send.getByTestId('w3m-send-amount')).toHaveValue('')
  await expect(send.getByTestId('w3m-send-receiver')).toHaveValue('')
  // Arbitrum's own USDC can be picked afresh.
  await send.getByTestId('w3m-send-token').click()
  await modalDialog(page, 'Select token').getByTestId('w3m-token-USDC').click()
  await expect(send.getByTestId('w3m-send-token')).toContainText('USDC')
})

test('a network switch clears the Swap form filled on the chain before', async ({ page }) => {
  test.setTimeout(90_000)
  await openAccount(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-swap').click()
  const swap = modalDialog(page, 'Swap')
  await swap.getByTestId('w3m-swap-from').click()
  await swap.getByTestId('w3m-swap-from-USDC').click()
  await expect(swap.getByTestId('w3m-swap-from')).toContainText('USDC')
  await swap.getByTestId('w3m-send-amount').fill('1')
  await swap.getByRole('button', { name: 'Back' }).click()
  await switchToArbitrum(page)

  await modalDialog(page, 'Account').getByTestId('w3m-account-swap').click()
  await expect(swap.getByTestId('w3m-swap-from')).toContainText('ETH')
  await expect(swap.getByTestId('w3m-send-amount')).toHaveValue('')
})
