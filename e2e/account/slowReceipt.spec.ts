import { configureModal } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { chainRpc, fillSendForm, onChainBalances, openAccount, RECEIVER } from './account'

// Blocks are mined by hand here, so the send sits in the pool past the (shortened) receipt wait.
test.afterEach(() => chainRpc(8453, 'evm_setAutomine', [true]))

test('a send whose receipt is slow shows as pending with its hash, Send off, then completes once mined', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The receipt wait gives up after 1.5 s instead of 180 s: the send turns pending without waiting minutes.
  await openAccount(page, () => configureModal(page, { receiptTimeoutMs: 1_500 }))
  await fillSendForm(page, { symbol: 'ETH', amount: '0.01', receiver: RECEIVER })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  const before = await onChainBalances(8453, RECEIVER)
  await chainRpc(8453, 'evm_setAutomine', [false])
  await review.getByTestId('w3m-send-confirm').click()

  // Pending, not failed: the hash and the explorer link show, Send stays off, no error.
  const pending = review.getByTestId('w3m-send-pending')
  await expect(pending).toBeVisible({ timeout: 20_000 })
  const hash = (await review.getByTestId('w3m-send-pending-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(review.getByTestId('w3m-send-pending-explorer')).toHaveAttribute(
    'href',
    `https://basescan.org/tx/${hash}`,
  )
  await expect(review.getByTestId('w3m-send-confirm')).toBeDisabled()
  await expect(review.getByTestId('w3m-send-error')).toHaveCount(0)
  await expect(page.getByTestId('w3m-toast').filter({ hasText: 'Failed to send' })).toHaveCount(0)
  // The transaction the modal shows is the one in the pool.
  expect(await chainRpc(8453, 'eth_getTransactionByHash', [hash])).toMatchObject({ hash })

  // Mined: the watch, still running, finishes the send.
  await chainRpc(8453, 'evm_mine', [])
  await expect(modalDialog(page, 'Sent')).toContainText('Sent 0.01 ETH', { timeout: 20_000 })
  await expect(modalDialog(page, 'Sent').getByTestId('w3m-send-hash')).toHaveText(hash)
  expect((await onChainBalances(8453, RECEIVER)).eth - before.eth).toBe(10n ** 16n)
})
