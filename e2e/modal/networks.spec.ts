import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog, openDemo } from './modal'

// docs/behaviour.md#networks: the default network and the general list, on the local stack.

test('a host that names no networks gets Ethereum: a wallet on chain 1 connects; the devnet, which does not run it, has no balances for it', async ({
  page,
}) => {
  await openDemo(page, {
    networks: 'none',
    'devnet-wallet-mode': 'approve',
    'devnet-wallet-chain': '1',
  })
  await page.locator('#open-networks').click()
  const networks = modalDialog(page, 'Choose network')
  await expect(networks.getByTestId('w3m-network-1')).toHaveText(/Ethereum/)
  await expect(networks.getByRole('button', { name: /Base|Arbitrum/ })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(networks).toBeHidden()

  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  // Chain 1 is configured (the default), so no UnsupportedChain.
  await expect(page.getByTestId('host-network')).toHaveText('1')
  await clickConnectButton(page)
  // /v1/supported-chains does not list eip155:1 here: no balance call, the toast says why.
  await expect(page.locator('w3m-modal').getByRole('alert')).toContainText(
    'Token Balance Unavailable',
  )
})

test('a wallet on Base with no networks named is asked to switch to Ethereum', async ({ page }) => {
  await openDemo(page, { networks: 'none', 'devnet-wallet-mode': 'approve' })
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  const unsupported = modalDialog(page, 'Switch network')
  await expect(unsupported).toContainText('does not support (chain 8453)')
  await expect(unsupported.getByRole('button', { name: /Ethereum/ })).toBeVisible()
  await expect(page.getByTestId('host-network')).toHaveText('8453 (unsupported)')
})

test('the networks attribute names chains of the general list by id: they load with their names', async ({
  page,
}) => {
  await openDemo(page, { networks: '10,137,8453' })
  await page.locator('#open-networks').click()
  const networks = modalDialog(page, 'Choose network')
  await expect(networks.getByTestId('w3m-network-10')).toHaveText(/OP Mainnet/)
  await expect(networks.getByTestId('w3m-network-137')).toHaveText(/Polygon/)
  await expect(networks.getByTestId('w3m-network-8453')).toHaveText(/Base/)
  await expect(networks.getByRole('listitem')).toHaveCount(3)
})
