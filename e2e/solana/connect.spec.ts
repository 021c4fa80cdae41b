import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog } from '../modal/modal'
import {
  cluster,
  connectDual,
  connectSolanaOnly,
  DEV_ACCOUNT_0,
  openSolanaDemo,
  SOLANA,
} from './solana'

test('the dual Devnet Wallet connects on Solana through ConnectingMultiChain; Account matches the cluster; reload keeps it; disconnect', async ({
  page,
}) => {
  await openSolanaDemo(page)
  // One row for the wallet that speaks both namespaces; its chain choice picks Solana.
  await connectDual(page, 'solana')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)

  const state = await page.evaluate(() => {
    const element = document.querySelector('w3m-modal') as unknown as {
      modal: { getState(): Record<string, unknown> }
    }
    return element.modal.getState()
  })
  expect(state).toMatchObject({
    activeNamespace: 'solana',
    caipAddress: `${SOLANA}:${DEV_ACCOUNT_0}`,
    chains: expect.arrayContaining([
      {
        namespace: 'solana',
        requestedNetworks: [SOLANA],
        approvedNetworkIds: ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        activeNetwork: SOLANA,
      },
    ]),
  })

  // Account: the address and the SOL balance the cluster holds.
  const lamports = await cluster().getBalance(new PublicKey(DEV_ACCOUNT_0))
  const sol = lamports / LAMPORTS_PER_SOL
  await clickConnectButton(page)
  const account = modalDialog(page, 'Account')
  await expect(account).toBeVisible()
  await expect(account).toContainText(DEV_ACCOUNT_0.slice(0, 4))
  const whole = Math.floor(sol).toString()
  await expect(account).toContainText(whole)
  await expect(account).toContainText('SOL')
  // The token list from the Blockchain API for solana:…: SOL and USDC (PTS has 0 decimals: dropped).
  await expect(account.getByTestId('w3m-token-USDC')).toBeVisible()
  await expect(account.getByTestId('w3m-token-SOL')).toBeVisible()

  // Reload: the Solana connection is restored without asking.
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)

  // Disconnect.
  await clickConnectButton(page)
  await expect(modalDialog(page, 'Account')).toBeVisible()
  await modalDialog(page, 'Account')
    .getByRole('button', { name: /Disconnect/ })
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})

test('the Solana-only wallet goes straight to connecting, without the chain choice', async ({
  page,
}) => {
  await openSolanaDemo(page)
  await connectSolanaOnly(page)
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT_0)
})
