import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { expect, test } from '../fixtures'
import { connectDevnetWallet, DEV_ACCOUNT, modalDialog, openDemo } from '../modal/modal'

// A wallet that shares two accounts (the devnet wallet with ?devnet-wallet-expose=2): ProfileWallets
// lists both and makes the other one the account in use (docs/behaviour.md#connections).

/** Dev account 1 of anvil's mnemonic: the devnet wallet's second account. */
const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('ProfileWallets lists both accounts of the wallet; Use switches Account and the host page', async ({
  page,
}) => {
  await openDemo(page, { 'devnet-wallet-mode': 'approve', 'devnet-wallet-expose': '2' })
  await connectDevnetWallet(page)
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Account').getByTestId('w3m-account-wallets-button').click()
  const wallets = modalDialog(page, 'Wallets')
  const connection = wallets.getByTestId('w3m-connections-eip155').locator(':scope > li')
  await expect(connection).toHaveCount(1)
  const first = wallets.getByTestId(`w3m-connection-account-${DEV_ACCOUNT}`)
  const second = wallets.getByTestId(`w3m-connection-account-${SECOND_ACCOUNT}`)
  await expect(first).toHaveAttribute('data-active', 'true')
  await expect(first.getByTestId('w3m-account-switch')).toHaveCount(0)
  await expect(second).not.toHaveAttribute('data-active', 'true')
  // The other account's balance is read from the chain too.
  await expect(second.getByTestId('w3m-connection-balance')).toContainText('ETH')

  await second.getByRole('button', { name: /^Use account/ }).click()
  await expect(second).toHaveAttribute('data-active', 'true')
  await expect(first.getByTestId('w3m-account-switch')).toBeVisible()
  await expect(page.getByTestId('host-address')).toHaveText(SECOND_ACCOUNT)
  await page.getByTestId('w3m-back').click()
  await expect(modalDialog(page, 'Account').getByTestId('w3m-account-address')).toHaveAttribute(
    'title',
    SECOND_ACCOUNT,
  )

  // A signature now comes from the chosen account (recovered from the signature itself).
  const signed = await page.evaluate(async () => {
    const element = document.querySelector('w3m-modal') as unknown as {
      modal: { signMessage(message: string): Promise<{ address: string; signature: string }> }
    }
    return element.modal.signMessage('hello')
  })
  expect(signed.address).toBe(SECOND_ACCOUNT)
  expect(
    await recoverMessageAddress({ message: 'hello', signature: signed.signature as `0x${string}` }),
  ).toBe(SECOND_ACCOUNT)

  // The choice outlives a reload.
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('host-address')).toHaveText(SECOND_ACCOUNT)
  await page.getByTestId('w3m-button').click()

  // And back to the first.
  await modalDialog(page, 'Account').getByTestId('w3m-account-wallets-button').click()
  await first.getByRole('button', { name: /^Use account/ }).click()
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
})
