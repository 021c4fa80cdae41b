import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { fillSendForm } from '../account/account'
import { expect, test } from '../fixtures'
import { modalDialog, setWalletMode } from '../modal/modal'
import {
  cluster,
  connectDualOnSolana,
  DEV_ACCOUNT_0,
  mintOf,
  openAccountView,
  openSolanaDemo,
  SOLANA,
  tokenUnits,
} from './solana'

const sender = new PublicKey(DEV_ACCOUNT_0)

test('sends SOL on Solana: the cluster moves it, Sent shows the signature and its explorer link', async ({
  page,
}) => {
  // A fresh receiver the cluster has never seen.
  const receiver = Keypair.generate().publicKey
  await openSolanaDemo(page, {
    'solana-send-options': '{"preflightCommitment":"processed","maxRetries":3}',
  })
  await connectDualOnSolana(page)
  await openAccountView(page)
  const before = await cluster().getBalance(sender)
  await fillSendForm(page, { symbol: 'SOL', amount: '0.01', receiver: receiver.toBase58() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-summary-amount')).toHaveText('0.01 SOL')
  await expect(review).toContainText('Network: Solana')
  await review.getByTestId('w3m-send-confirm').click()

  const sent = modalDialog(page, 'Sent')
  await expect(sent).toContainText('Sent 0.01 SOL')
  const signature = (await sent.getByTestId('w3m-send-hash').textContent()) ?? ''
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const explorer = sent.getByTestId('w3m-send-explorer')
  await expect(explorer).toHaveAttribute(
    'href',
    new RegExp(`^https://explorer\\.solana\\.com/tx/${signature}\\?cluster=custom&customUrl=`),
  )

  // On the cluster: the signature landed, the receiver holds 0.01 SOL, the sender paid it and the fee.
  const status = await cluster().getSignatureStatus(signature)
  expect(status.value?.err).toBeNull()
  expect(await cluster().getBalance(receiver)).toBe(0.01 * LAMPORTS_PER_SOL)
  expect(before - (await cluster().getBalance(sender))).toBeGreaterThanOrEqual(
    0.01 * LAMPORTS_PER_SOL,
  )

  // Done: the account's header balance is read again and matches the cluster.
  await sent.getByTestId('w3m-send-done').click()
  const account = modalDialog(page, 'Account')
  const lamports = await cluster().getBalance(sender)
  const shown = (lamports / LAMPORTS_PER_SOL).toFixed(9).replace(/0+$/, '').replace(/\.$/, '')
  const [whole, fraction = ''] = shown.split('.')
  const expected = fraction.slice(0, 4).replace(/0+$/, '')
    ? `${whole}.${fraction.slice(0, 4).replace(/0+$/, '')}`
    : `${whole}`
  await expect(account.getByTestId('w3m-account-balance')).toHaveText(`${expected} SOL`)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
})

test('sends USDC to a receiver without a token account: the send creates it, balances move on the cluster and in Account', async ({
  page,
}) => {
  const usdc = await mintOf('USDC')
  const receiver = Keypair.generate().publicKey
  expect(await tokenUnits(receiver, usdc)).toBeUndefined()
  await openSolanaDemo(page)
  await connectDualOnSolana(page)
  await openAccountView(page)
  const before = (await tokenUnits(sender, usdc)) ?? 0n
  await fillSendForm(page, { symbol: 'USDC', amount: '1.5', receiver: receiver.toBase58() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  await modalDialog(page, 'Review send').getByTestId('w3m-send-confirm').click()
  await expect(modalDialog(page, 'Sent')).toContainText('Sent 1.5 USDC')

  // The receiver's associated token account now exists and holds 1.5 USDC (6 decimals).
  expect(await tokenUnits(receiver, usdc)).toBe(1_500_000n)
  const after = (await tokenUnits(sender, usdc)) ?? 0n
  expect(before - after).toBe(1_500_000n)

  // Account's token list is fetched again after the send: USDC shows what the cluster holds.
  await modalDialog(page, 'Sent').getByTestId('w3m-send-done').click()
  const whole = after / 1_000_000n
  const fraction = (after % 1_000_000n).toString().padStart(6, '0').slice(0, 4).replace(/0+$/, '')
  await expect(modalDialog(page, 'Account').getByTestId('w3m-token-USDC')).toContainText(
    `${whole}${fraction ? `.${fraction}` : ''} USDC`,
  )
})

test('a Solana send the wallet refuses keeps the form exactly as typed, and nothing moves', async ({
  page,
}) => {
  const receiver = Keypair.generate().publicKey
  await openSolanaDemo(page)
  await connectDualOnSolana(page)
  await openAccountView(page)
  await fillSendForm(page, { symbol: 'SOL', amount: '0.02', receiver: receiver.toBase58() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await setWalletMode(page, 'reject')
  await review.getByTestId('w3m-send-confirm').click()
  // Quiet, as on EVM: no error, the preview stays, ready to try again.
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  await expect(review.getByTestId('w3m-send-error')).toHaveCount(0)
  expect(await cluster().getBalance(receiver)).toBe(0)

  await review.getByRole('button', { name: 'Back' }).click()
  const send = modalDialog(page, 'Send')
  await expect(send.getByTestId('w3m-send-token')).toContainText('SOL')
  await expect(send.getByTestId('w3m-send-amount')).toHaveValue('0.02')
  await expect(send.getByTestId('w3m-send-receiver')).toHaveValue(receiver.toBase58())
})

test('the send options reach the cluster: a minContextSlot it has not reached fails the send, the form stays', async ({
  page,
}) => {
  const receiver = Keypair.generate().publicKey
  await openSolanaDemo(page, { 'solana-send-options': '{"minContextSlot":1000000000000}' })
  await connectDualOnSolana(page)
  await openAccountView(page)
  await fillSendForm(page, { symbol: 'SOL', amount: '0.01', receiver: receiver.toBase58() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  const review = modalDialog(page, 'Review send')
  await review.getByTestId('w3m-send-confirm').click()
  await expect(review.getByTestId('w3m-send-error')).toHaveText('Failed to send')
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  expect(await cluster().getBalance(receiver)).toBe(0)
})

test('swap and buy say they are not supported on Solana', async ({ page }) => {
  await openSolanaDemo(page)
  await connectDualOnSolana(page)
  await openAccountView(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-swap').click()
  const swap = modalDialog(page, 'Swap')
  await expect(swap.getByTestId('w3m-evm-only')).toContainText('Network not supported for Swaps')
  await swap.getByRole('button', { name: 'Back' }).first().click()
  await modalDialog(page, 'Account').getByTestId('w3m-account-buy').click()
  await expect(modalDialog(page, 'Buy').getByTestId('w3m-evm-only')).toContainText(
    'Buying is not available on this network',
  )
})
