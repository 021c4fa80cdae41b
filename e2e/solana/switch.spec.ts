import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'
import {
  connectDual,
  connectSolanaOnly,
  DEV_ACCOUNT_0,
  namespaceState,
  openAccountView,
  openSolanaDemo,
  SOLANA,
} from './solana'

/** What getState shows while the dual wallet's account is connected on Solana. */
const ON_SOLANA = {
  activeNamespace: 'solana',
  caipAddress: `${SOLANA}:${DEV_ACCOUNT_0}`,
  status: 'connected',
}

const state = namespaceState

test('switches EVM → Solana → EVM through SwitchActiveChain with the dual wallet; reload keeps the namespace', async ({
  page,
}) => {
  await openSolanaDemo(page)
  // Connect the dual wallet on EVM first.
  await connectDual(page, 'eip155')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('host-network')).toHaveText('8453')

  // Networks lists both namespaces; Base is the connected one.
  await openAccountView(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-network').click()
  const networks = modalDialog(page, 'Choose network')
  await expect(networks.getByTestId('w3m-network-8453')).toHaveAttribute('aria-current', 'true')
  const solanaRow = networks.getByTestId('w3m-network-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  await expect(solanaRow).toContainText('Solana')
  await expect(solanaRow).not.toHaveAttribute('aria-current', 'true')

  // Solana: the confirmation first; Cancel keeps everything as it was.
  await solanaRow.click()
  const confirm = modalDialog(page, 'Switch network')
  await expect(confirm).toContainText('Switch to Solana')
  await confirm.getByTestId('w3m-switch-active-chain-cancel').click()
  await expect(networks.getByTestId('w3m-network-8453')).toHaveAttribute('aria-current', 'true')
  await solanaRow.click()
  await modalDialog(page, 'Switch network').getByTestId('w3m-switch-active-chain').click()

  // The same wallet connects on Solana; its EVM side steps aside.
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
  await expect.poll(() => state(page)).toEqual(ON_SOLANA)

  // Reload on Solana: the namespace and its connection come back without asking.
  await page.reload()
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)
  await expect.poll(() => state(page)).toEqual(ON_SOLANA)

  // And back to EVM, through the same confirmation.
  await openAccountView(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-network').click()
  const again = modalDialog(page, 'Choose network')
  await expect(again.getByTestId('w3m-network-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toHaveAttribute(
    'aria-current',
    'true',
  )
  await again.getByTestId('w3m-network-8453').click()
  const back = modalDialog(page, 'Switch network')
  await expect(back).toContainText('Switch to EVM')
  await back.getByTestId('w3m-switch-active-chain').click()
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('host-network')).toHaveText('8453')
  await expect
    .poll(() => state(page))
    .toEqual({
      activeNamespace: 'eip155',
      caipAddress: `eip155:8453:${DEV_ACCOUNT}`,
      status: 'connected',
    })
  // A reload now restores EVM, not the Solana wallet the switch let go.
  await page.reload()
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect.poll(() => state(page)).toMatchObject({ activeNamespace: 'eip155' })
})

test('from the Solana-only wallet, switching to EVM goes back to Connect listing EVM wallets only', async ({
  page,
}) => {
  await openSolanaDemo(page)
  await connectSolanaOnly(page)
  await openAccountView(page)
  await modalDialog(page, 'Account').getByTestId('w3m-account-network').click()
  await modalDialog(page, 'Choose network').getByTestId('w3m-network-8453').click()
  await modalDialog(page, 'Switch network').getByTestId('w3m-switch-active-chain').click()
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect.getByTestId('w3m-connect-namespace')).toHaveText(
    'Choose a wallet that connects on EVM networks.',
  )
  await expect(connect.getByRole('button', { name: /Devnet Solana Wallet/ })).toHaveCount(0)
  // The dual wallet is listed, and connects on EVM straight away (no chain choice).
  await connect.getByRole('button', { name: /^Devnet Wallet/ }).click()
  await expect(page.getByTestId('w3m-connecting-multichain')).toHaveCount(0)
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('host-network')).toHaveText('8453')
})
