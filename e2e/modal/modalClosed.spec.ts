import { expect, test } from '../fixtures'
import {
  clickConnectButton,
  connectDevnetWallet,
  modalDialog,
  openDemo,
  setWalletMode,
} from './modal'

// Closing the modal while the wallet is still asking settles the connect with 'Modal closed':
// no 'Failed to connect' or 'Connection rejected' toast, no connect for the host
// (docs/behaviour.md#errors).
test('closing the modal mid-connection leaves no toast and no connection', async ({ page }) => {
  await openDemo(page, { 'devnet-wallet-mode': 'ask' })
  // Every error toast the modal ever shows, kept for the end (a toast lives only 4 s).
  await page.evaluate(() => {
    const modal = document.querySelector('w3m-modal')
    const root = modal?.shadowRoot ?? modal
    if (!root) throw new Error('no w3m-modal')
    const seen: string[] = []
    ;(window as unknown as { __alerts: string[] }).__alerts = seen
    new MutationObserver(() => {
      for (const alert of root.querySelectorAll('[role="alert"]'))
        if (!seen.includes(alert.textContent ?? '')) seen.push(alert.textContent ?? '')
    }).observe(root, { childList: true, subtree: true, characterData: true })
  })
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  const walletDialog = page.getByTestId('devnet-wallet-dialog')
  await expect(walletDialog.getByRole('dialog')).toContainText('Connection request')
  await expect(modalDialog(page, 'Devnet Wallet')).toBeVisible()

  // The wallet's own dialog holds the page's pointer; a browser extension's window would not,
  // so the visitor's click on the modal's close button is dispatched to it directly.
  await page.locator('w3m-modal').getByTestId('w3m-close').dispatchEvent('click')
  await expect(page.getByTestId('host-modal')).toHaveText('closed')
  await expect(modalDialog(page, /.*/)).toBeHidden()

  // The visitor then dismisses the wallet's prompt too: the connect has already settled.
  await walletDialog.getByTestId('devnet-wallet-reject').click()
  await expect(walletDialog).toHaveCount(0)
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('w3m-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('host-events')).not.toContainText('w3m:connect')

  // Reopened, the modal shows no error toast, and a fresh connect works.
  await setWalletMode(page, 'approve')
  await clickConnectButton(page)
  await expect(modalDialog(page, /.*/)).toBeVisible()
  await expect(page.locator('w3m-modal').getByRole('alert')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('host-modal')).toHaveText('closed')
  await connectDevnetWallet(page)
  await expect(page.getByTestId('host-events')).toContainText('w3m:connect')
  // The late refusal, long settled by now, showed no toast either.
  expect(await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)).toEqual(
    [],
  )
})
