import { expect, test } from '../fixtures'
import {
  clickConnectButton,
  connectDevnetWallet,
  DEV_ACCOUNT,
  modalDialog,
  openDemo,
  setWalletMode,
} from './modal'

test('connects the devnet wallet and shows its address and balance', async ({ page }) => {
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect).toBeVisible()
  // The announced wallet comes first, and once: merged with its explorer entry by rdns.
  await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toHaveCount(1)
  await expect(connect.getByRole('button', { name: /All wallets/ })).toBeVisible()
  await connect.getByRole('button', { name: /Devnet Wallet/ }).click()

  await expect(modalDialog(page, /.*/)).toBeHidden()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('host-network')).toHaveText('8453')
  await expect(page.getByTestId('w3m-button')).toContainText(/0xf39F…2266 · [\d.]+ ETH/)

  await clickConnectButton(page)
  const account = modalDialog(page, 'Account')
  await expect(account.getByTestId('w3m-account-address')).toHaveText('0xf39F…2266')
  await expect(account.getByTestId('w3m-account-balance')).toHaveText(/^[\d.]+ ETH$/)
  await expect(account.getByRole('button', { name: 'Base' })).toBeVisible()
})

test('switches to Arbitrum and back', async ({ page }) => {
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  await clickConnectButton(page)
  await modalDialog(page, 'Account').getByRole('button', { name: 'Base' }).click()
  await modalDialog(page, 'Choose network')
    .getByRole('button', { name: /Arbitrum One/ })
    .click()
  await expect(
    modalDialog(page, 'Account').getByRole('button', { name: 'Arbitrum One' }),
  ).toBeVisible()
  await expect(page.getByTestId('host-network')).toHaveText('42161')

  await modalDialog(page, 'Account').getByRole('button', { name: 'Arbitrum One' }).click()
  await modalDialog(page, 'Choose network').getByRole('button', { name: /Base/ }).click()
  await expect(modalDialog(page, 'Account').getByRole('button', { name: 'Base' })).toBeVisible()
  await expect(page.getByTestId('host-network')).toHaveText('8453')
})

test('a rejected connection shows the toast and leaves the modal usable', async ({ page }) => {
  await openDemo(page, { 'devnet-wallet-mode': 'reject' })
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(page.locator('w3m-modal').getByRole('alert')).toHaveText(/Connection rejected/)
  const connecting = modalDialog(page, 'Devnet Wallet')
  await expect(connecting).toContainText('Connection rejected')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')

  await setWalletMode(page, 'approve')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('disconnect returns to Connect', async ({ page }) => {
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  await clickConnectButton(page)
  await modalDialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('w3m-button')).toHaveText('Connect Wallet')
  await clickConnectButton(page)
  await expect(modalDialog(page, 'Connect wallet')).toBeVisible()
})

test('a reload keeps the connection', async ({ page }) => {
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('w3m-button')).toContainText('0xf39F…2266')
  await clickConnectButton(page)
  await expect(modalDialog(page, 'Account')).toBeVisible()
})
