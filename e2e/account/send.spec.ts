import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { fillSendForm, onChainBalances, openAccount, RECEIVER, toUnits } from './account'

/** Sends from the Account view and checks the success view, the chain and the activity. */
async function sendAndCheck(
  page: Page,
  chainId: 8453 | 42161,
  symbol: 'ETH' | 'USDC',
  amount: string,
) {
  const before = await onChainBalances(chainId, RECEIVER)
  await fillSendForm(page, { symbol, amount, receiver: RECEIVER })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-summary-amount')).toHaveText(`${amount} ${symbol}`)
  await expect(review.getByTestId('w3m-send-fee')).toHaveText(/Network fee: [\d.]+ ETH/)
  await review.getByTestId('w3m-send-confirm').click()

  const sent = modalDialog(page, 'Sent')
  await expect(sent).toContainText(`Sent ${amount} ${symbol}`)
  const hash = (await sent.getByTestId('w3m-send-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const after = await onChainBalances(chainId, RECEIVER)
  if (symbol === 'ETH') expect(after.eth - before.eth).toBe(toUnits(amount, 18))
  else expect(after.usdc - before.usdc).toBe(toUnits(amount, 6))

  // The activity of this chain lists the new transaction.
  await sent.getByTestId('w3m-send-view-activity').click()
  const activity = modalDialog(page, 'Activity')
  await expect(activity.locator(`[data-hash="${hash}"]`)).toContainText(`−${amount} ${symbol}`)
  await expect(activity.locator(`[data-hash="${hash}"]`)).toContainText('Sent')
  return hash
}

/** USDC the token list shows, as a number. */
async function listedUsdc(page: Page): Promise<number> {
  const row = modalDialog(page, 'Account').getByTestId('w3m-token-USDC')
  const text = (await row.textContent()) ?? ''
  const match = /([\d.]+) USDC/.exec(text)
  return Number(match?.[1])
}

for (const network of [
  { chainId: 8453 as const, name: 'Base' },
  { chainId: 42161 as const, name: 'Arbitrum One' },
]) {
  test(`sends 0.01 ETH and 5 USDC on ${network.name}; balances and activity follow`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openAccount(page)
    if (network.chainId !== 8453) {
      await modalDialog(page, 'Account').getByTestId('w3m-account-network').click()
      await modalDialog(page, 'Choose network').getByRole('button', { name: network.name }).click()
      await expect(modalDialog(page, 'Account').getByTestId('w3m-account-network')).toHaveText(
        network.name,
      )
    }
    const account = modalDialog(page, 'Account')
    await expect(account.getByTestId('w3m-token-ETH')).toBeVisible()
    // The 0-decimal PTS token the devnet deploys is never listed.
    await expect(account.getByTestId('w3m-token-PTS')).toHaveCount(0)
    const usdcBefore = await listedUsdc(page)

    await sendAndCheck(page, network.chainId, 'ETH', '0.01')
    await modalDialog(page, 'Activity').getByRole('button', { name: 'Back' }).click()
    await modalDialog(page, 'Sent').getByRole('button', { name: 'Done' }).click()
    await sendAndCheck(page, network.chainId, 'USDC', '5')
    await modalDialog(page, 'Activity').getByRole('button', { name: 'Back' }).click()
    await modalDialog(page, 'Sent').getByRole('button', { name: 'Done' }).click()

    // The token list was refreshed after the send.
    await expect.poll(() => listedUsdc(page)).toBeCloseTo(usdcBefore - 5, 6)
    // The send state was reset: a new send starts empty.
    await modalDialog(page, 'Account').getByTestId('w3m-account-send').click()
    const send = modalDialog(page, 'Send')
    await expect(send.getByTestId('w3m-send-amount')).toHaveValue('')
    await expect(send.getByTestId('w3m-send-receiver')).toHaveValue('')
    await expect(send.getByTestId('w3m-send-token')).toContainText('Select token')
  })
}
