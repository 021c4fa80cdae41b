import { stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog, setWalletMode } from '../modal/modal'
import { fillSendForm, onChainBalances, openAccount, RECEIVER, toUnits } from './account'

test('each invalid send input shows its message', async ({ page }) => {
  await openAccount(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-send').click()
  const send = modalDialog(page, 'Send')
  const error = send.getByTestId('w3m-send-error')
  await send.getByTestId('w3m-send-preview').click()
  await expect(error).toHaveText('A token is required')

  await send.getByTestId('w3m-send-token').click()
  await modalDialog(page, 'Select token').getByTestId('w3m-token-USDC').click()
  await send.getByTestId('w3m-send-preview').click()
  await expect(error).toHaveText('An amount and receiver address are required')

  await send.getByTestId('w3m-send-amount').fill('5')
  await send.getByTestId('w3m-send-preview').click()
  await expect(error).toHaveText('An amount and receiver address are required')

  await send.getByTestId('w3m-send-receiver').fill('not-an-address')
  await send.getByTestId('w3m-send-preview').click()
  await expect(error).toHaveText('An amount and receiver address are required')

  await send.getByTestId('w3m-send-receiver').fill(RECEIVER)
  await send.getByTestId('w3m-send-amount').fill('1.2.3')
  await send.getByTestId('w3m-send-preview').click()
  await expect(error).toHaveText('Enter a valid amount')

  await send.getByTestId('w3m-send-amount').fill('100000000')
  await send.getByTestId('w3m-send-preview').click()
  await expect(error).toHaveText('Insufficient USDC balance')

  // Fixed, the form moves on to the preview.
  await send.getByTestId('w3m-send-amount').fill('1')
  await send.getByTestId('w3m-send-preview').click()
  await expect(modalDialog(page, 'Review send')).toBeVisible()
})

test('the max button leaves room for the network fee on ETH', async ({ page }) => {
  await openAccount(page)
  await fillSendForm(page, { symbol: 'ETH', amount: '', receiver: RECEIVER })
  const send = modalDialog(page, 'Send')
  await send.getByTestId('w3m-send-max').click()
  await expect(send.getByTestId('w3m-send-amount')).not.toHaveValue('')
  const max = toUnits(await send.getByTestId('w3m-send-amount').inputValue(), 18)
  const { eth } = await onChainBalances(8453, DEV_ACCOUNT)
  // Less than the whole balance by the network fee: more than nothing, far less than 0.01 ETH.
  expect(max).toBeLessThan(eth)
  expect(eth - max).toBeGreaterThan(0n)
  expect(eth - max).toBeLessThan(10n ** 16n)
})

test('a send the wallet rejects keeps the form exactly as typed', async ({ page }) => {
  await openAccount(page)
  const rejectionsBefore = await rejectionEvents()
  const before = await onChainBalances(8453, RECEIVER)
  await fillSendForm(page, { symbol: 'USDC', amount: '2.5', receiver: RECEIVER.toLowerCase() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-fee')).toHaveText(/Network fee: [\d.]+ ETH/)
  await setWalletMode(page, 'reject')
  await review.getByTestId('w3m-send-confirm').click()
  // Quiet: no error, the preview stays, ready to try again.
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  await expect(review.getByTestId('w3m-send-error')).toHaveCount(0)
  await expect(page.locator('w3m-modal').getByRole('alert')).toHaveCount(0)
  expect(await onChainBalances(8453, RECEIVER)).toEqual(before)

  await review.getByRole('button', { name: 'Back' }).click()
  const send = modalDialog(page, 'Send')
  await expect(send.getByTestId('w3m-send-token')).toContainText('USDC')
  await expect(send.getByTestId('w3m-send-amount')).toHaveValue('2.5')
  await expect(send.getByTestId('w3m-send-receiver')).toHaveValue(RECEIVER.toLowerCase())

  // The rejection went out as an analytics event in the next batch (sent within 10 s).
  await expect.poll(() => rejectionEvents(), { timeout: 20_000 }).toBe(rejectionsBefore + 1)
})

/** SEND_REJECTED events the devnet's /batch sink has stored for Base. */
async function rejectionEvents(): Promise<number> {
  const response = await fetch(`${stackUrls().devnet}/devnet/analytics?kind=events&limit=1000`)
  const body = (await response.json()) as {
    items: Array<{ payload: { event?: string; properties?: { chainId?: number } } }>
  }
  return body.items.filter(
    (item) => item.payload.event === 'SEND_REJECTED' && item.payload.properties?.chainId === 8453,
  ).length
}
