import { expect, test } from '../fixtures'
import { recordedToasts, recordToasts } from '../modal/modal'
import { sharedWalletPage, showQr } from './sharedWalletPage'

// Closing the modal while a WalletConnect pairing waits settles the connect with 'Modal closed'
// (the host reads it as the state's error), shows no toast, and the next pairing starts afresh
// (docs/behaviour.md#errors). The wallet is the official SDK in this process.
test.describe.configure({ mode: 'serial' })

const shared = sharedWalletPage({ name: 'e2e-closed-wallet' })

/** The `error` of the host's `modal.getState()`. */
const hostError = () =>
  shared.page.evaluate(
    () =>
      (
        document.querySelector('w3m-modal') as unknown as {
          modal: { getState(): { error: string | undefined } }
        }
      ).modal.getState().error,
  )

test('closing the modal mid-pairing says Modal closed to the host; reopened, a fresh pairing connects without a toast', async () => {
  // A long flow over the relay: 25-53 s at load 15-18 under a 4x CPU throttle.
  test.setTimeout(120_000)
  const { page, wallet } = shared
  await recordToasts(page)
  await page.goto('/')
  const first = await showQr(page)
  await page.locator('w3m-modal').getByTestId('w3m-close').click()
  await expect(page.getByTestId('host-modal')).toHaveText('closed')
  await expect.poll(hostError).toBe('Modal closed')
  await expect(page.getByTestId('w3m-button')).toHaveText('Connect Wallet')

  // Reopened: a new pairing (not the cancelled one), no error on screen.
  const second = await showQr(page)
  expect(second).not.toBe(first)
  const view = page.getByTestId('w3m-connecting-wc')
  await expect(view).toContainText('Continue in Devnet Mobile Wallet')
  await expect(view).not.toContainText('Modal closed')
  expect(await hostError()).toBeUndefined()

  await wallet.pair(second)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
  expect((await recordedToasts(page)).join('\n')).not.toMatch(
    /Connection rejected|Failed to connect|Modal closed/,
  )
})
