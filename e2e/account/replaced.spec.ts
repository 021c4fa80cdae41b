import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'
import { chainRpc, fillSendForm, onChainBalances, openAccount, RECEIVER } from './account'

// Blocks are mined by hand here, so the send waits in the pool while the "wallet" replaces it.
test.afterEach(() => chainRpc(8453, 'evm_setAutomine', [true]))

const nonceOf = async (tag: 'latest' | 'pending') =>
  Number(await chainRpc(8453, 'eth_getTransactionCount', [DEV_ACCOUNT, tag]))

/** Resolves once the modal has looked up its pending transaction (so it knows what to watch). */
const modalSawItsTransaction = (page: Page) =>
  page.waitForResponse(
    (response) =>
      (response.request().postData() ?? '').includes('eth_getTransactionByHash') &&
      response.status() === 200,
  )

/** Sends from dev account 0 with `nonce`, at a fee well above the pending one's (anvil's account is unlocked). */
const replaceWith = (nonce: number, call: { to: string; value: string }) =>
  chainRpc(8453, 'eth_sendTransaction', [
    {
      from: DEV_ACCOUNT,
      ...call,
      nonce: `0x${nonce.toString(16)}`,
      gas: '0x5208',
      maxFeePerGas: `0x${(200n * 10n ** 9n).toString(16)}`,
      maxPriorityFeePerGas: `0x${(100n * 10n ** 9n).toString(16)}`,
    },
  ])

async function sendAndReplace(page: Page, replacement: { to: string; value: string }) {
  await openAccount(page)
  await fillSendForm(page, { symbol: 'ETH', amount: '0.01', receiver: RECEIVER })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  await chainRpc(8453, 'evm_setAutomine', [false])
  const nonce = await nonceOf('latest')
  const before = await onChainBalances(8453, RECEIVER)
  const watching = modalSawItsTransaction(page)
  await review.getByTestId('w3m-send-confirm').click()
  await expect.poll(() => nonceOf('pending')).toBe(nonce + 1)
  await watching
  await replaceWith(nonce, replacement)
  await chainRpc(8453, 'evm_mine', [])
  return { review, before }
}

test('a send the wallet cancels says so and keeps the form; nothing is sent', async ({ page }) => {
  test.setTimeout(90_000)
  // A cancellation: the same nonce, to itself, no value.
  const { review, before } = await sendAndReplace(page, { to: DEV_ACCOUNT, value: '0x0' })
  await expect(
    page.getByTestId('w3m-toast').filter({ hasText: 'Transaction cancelled in the wallet' }),
  ).toBeVisible({ timeout: 20_000 })
  // Still on the review, with the send as typed, ready to try again; no success view.
  await expect(review.getByTestId('w3m-send-summary-amount')).toHaveText('0.01 ETH')
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  await expect(modalDialog(page, 'Sent')).toHaveCount(0)
  expect((await onChainBalances(8453, RECEIVER)).eth).toBe(before.eth)
})

test('a send the wallet reprices still completes, with the repriced toast', async ({ page }) => {
  test.setTimeout(90_000)
  // A speed-up: the same transfer at a higher fee.
  const { before } = await sendAndReplace(page, {
    to: RECEIVER,
    value: `0x${(10n ** 16n).toString(16)}`,
  })
  await expect(
    page.getByTestId('w3m-toast').filter({ hasText: 'Transaction repriced in the wallet' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(modalDialog(page, 'Sent')).toContainText('Sent 0.01 ETH')
  expect((await onChainBalances(8453, RECEIVER)).eth - before.eth).toBe(10n ** 16n)
})
