import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'
import {
  connectDual,
  DEV_ACCOUNT_0,
  namespaceState,
  openSolanaDemo,
  SOLANA,
} from '../solana/solana'

// A Solana connection beside an EVM one in ProfileWallets (docs/behaviour.md#connections): switch
// between them and disconnect the Solana one alone.

test('a Solana wallet added beside the EVM one: switch both ways, then disconnect it alone', async ({
  page,
}) => {
  await openSolanaDemo(page)
  await connectDual(page, 'eip155')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)

  // Add the Solana-only wallet through ProfileWallets: the EVM connection stays, inactive.
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Account').getByTestId('w3m-account-wallets-button').click()
  await modalDialog(page, 'Wallets').getByTestId('w3m-add-wallet').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  const wallets = modalDialog(page, 'Wallets')
  await expect(wallets).toBeVisible({ timeout: 20_000 })
  const evmRow = wallets.getByTestId('w3m-connections-eip155').locator(':scope > li')
  const solanaRow = wallets.getByTestId('w3m-connections-solana').locator(':scope > li')
  await expect(evmRow).toHaveCount(1)
  await expect(solanaRow).toHaveCount(1)
  await expect(solanaRow).toHaveAttribute('data-active', 'true')
  await expect(evmRow).not.toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
  await expect.poll(() => namespaceState(page)).toMatchObject({ activeNamespace: 'solana' })

  // Switch to the EVM connection: Account and the host page follow.
  await evmRow.getByTestId('w3m-connection-switch').click()
  await expect(evmRow).toHaveAttribute('data-active', 'true')
  await expect(solanaRow).not.toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('host-network')).toHaveText('8453')
  await expect
    .poll(() => namespaceState(page))
    .toEqual({
      activeNamespace: 'eip155',
      caipAddress: `eip155:8453:${DEV_ACCOUNT}`,
      status: 'connected',
    })
  await page.getByTestId('w3m-back').click()
  await expect(modalDialog(page, 'Account').getByTestId('w3m-account-address')).toHaveAttribute(
    'title',
    DEV_ACCOUNT,
  )

  // And back to Solana.
  await modalDialog(page, 'Account').getByTestId('w3m-account-wallets-button').click()
  await solanaRow.getByTestId('w3m-connection-switch').click()
  await expect(solanaRow).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)
  await expect
    .poll(() => namespaceState(page))
    .toEqual({
      activeNamespace: 'solana',
      caipAddress: `${SOLANA}:${DEV_ACCOUNT_0}`,
      status: 'connected',
    })

  // Disconnect the Solana wallet alone: the EVM one stays and becomes the active one.
  await solanaRow.getByTestId('w3m-connection-disconnect').click()
  await expect(wallets.getByTestId('w3m-connections-solana')).toHaveCount(0)
  await expect(evmRow).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect.poll(() => namespaceState(page)).toMatchObject({ activeNamespace: 'eip155' })
})
