import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'
import { chainRpc, onChainBalances, openAccount, toUnits, USDC } from './account'

type Address = `0x${string}`

/** The devnet's constant-product AMM (apps/devnet README), the spender a swap approves. */
const AMM: Address = '0x76d23D19D8f0A3674b807239b75600AA506A2805'
const pad = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/** USDC the AMM may spend for the dev account, read from the chain. */
async function usdcAllowance(): Promise<bigint> {
  // allowance(owner, spender): selector 0xdd62ed3e.
  const data = `0xdd62ed3e${pad(DEV_ACCOUNT)}${pad(AMM)}`
  return BigInt((await chainRpc(8453, 'eth_call', [{ to: USDC, data }, 'latest'])) as string)
}

/** USDC the Account view's token list shows, as a number. */
async function listedUsdc(page: Page): Promise<number> {
  const text =
    (await modalDialog(page, 'Account').getByTestId('w3m-token-USDC').textContent()) ?? ''
  return Number(/([\d.]+) USDC/.exec(text)?.[1])
}

/** Swaps `amount` of the chosen from-token for the chosen to-token in the Swap view; returns the hash. */
async function swap(page: Page, fromSymbol: 'ETH' | 'USDC', amount: string, toSymbol: string) {
  await modalDialog(page, 'Account').getByTestId('w3m-account-swap').click()
  const view = modalDialog(page, 'Swap')
  const from = view.getByTestId('w3m-swap-from')
  await from.click()
  await view.getByTestId(`w3m-swap-from-${fromSymbol}`).click()
  await expect(from).toContainText(fromSymbol)
  await expect(view.getByTestId('w3m-swap-to')).toContainText(toSymbol)
  await view.getByTestId('w3m-send-amount').fill(amount)
  await expect(view.getByTestId('w3m-swap-receive')).toHaveText(
    // The USD value comes from the devnet's POST /v1/fungible/price.
    new RegExp(`^You receive ≈ [\\d.]+ ${toSymbol} \\(\\$[\\d,.]+\\)$`),
  )
  await expect(view.getByTestId('w3m-swap-rate')).toContainText(`1 ${fromSymbol} ≈`)
  await view.getByTestId('w3m-swap-review').click()
  await expect(view.getByTestId('w3m-swap-summary-from')).toHaveText(`${amount} ${fromSymbol}`)
  await expect(view.getByTestId('w3m-swap-slippage')).toHaveText('Slippage tolerance: 1%')
  await expect(view.getByTestId('w3m-swap-fee')).toHaveText(/Network fee: [\d.]+ ETH/)
  await view.getByTestId('w3m-swap-confirm').click()
  await expect(view.getByTestId('w3m-swap-success-title')).toContainText(
    `Swapped ${amount} ${fromSymbol} for`,
    { timeout: 30_000 },
  )
  const hash = (await view.getByTestId('w3m-swap-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = (await chainRpc(8453, 'eth_getTransactionReceipt', [hash])) as { status: string }
  expect(receipt.status).toBe('0x1')
  await view.getByTestId('w3m-swap-done').click()
  return hash
}

test('swaps 0.01 ETH for USDC, then USDC back to ETH through an approval, on Base', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await openAccount(page)
  await expect(modalDialog(page, 'Account').getByTestId('w3m-token-USDC')).toBeVisible()
  const listedBefore = await listedUsdc(page)
  const before = await onChainBalances(8453, DEV_ACCOUNT)

  const buyHash = await swap(page, 'ETH', '0.01', 'USDC')
  const afterBuy = await onChainBalances(8453, DEV_ACCOUNT)
  // 0.01 ETH left the account (plus gas); the pool paid out USDC for it.
  expect(before.eth - afterBuy.eth).toBeGreaterThan(toUnits('0.01', 18))
  expect(afterBuy.usdc).toBeGreaterThan(before.usdc)
  const bought = Number(afterBuy.usdc - before.usdc) / 1e6
  // The token list follows the chain.
  await expect.poll(() => listedUsdc(page)).toBeCloseTo(listedBefore + bought, 3)
  // So does the activity: the swap is listed.
  const account = modalDialog(page, 'Account')
  await account.getByTestId('w3m-tab-activity').click()
  await expect(account.locator(`[data-hash="${buyHash}"]`)).toBeVisible({ timeout: 15_000 })
  await account.getByTestId('w3m-tab-tokens').click()

  // Revoke the AMM's allowance on chain so the swap back must approve first.
  await chainRpc(8453, 'eth_sendTransaction', [
    { from: DEV_ACCOUNT, to: USDC, data: `0x095ea7b3${pad(AMM)}${pad('0x0')}` },
  ])
  expect(await usdcAllowance()).toBe(0n)

  await swap(page, 'USDC', '5', 'ETH')
  const afterSell = await onChainBalances(8453, DEV_ACCOUNT)
  expect(afterBuy.usdc - afterSell.usdc).toBe(toUnits('5', 6))
  // The ETH received is worth far more than the two transactions' gas.
  expect(afterSell.eth).toBeGreaterThan(afterBuy.eth)
  // The approval was for exactly the amount, and the swap spent it.
  expect(await usdcAllowance()).toBe(0n)
  await expect.poll(() => listedUsdc(page)).toBeCloseTo(listedBefore + bought - 5, 3)
})
