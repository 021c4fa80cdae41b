import type { Page } from '@playwright/test'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { port } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog } from '../modal/modal'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** Dev keypair 0 of the cluster: the dual Devnet Wallet's Solana account (apps/devnet/README.md). */
const DEV_ACCOUNT_0 = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'

/** The local cluster, read straight (not through the modal). */
const cluster = () => {
  const url = `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT')}`
  return new Connection(url, { wsEndpoint: url.replace('http', 'ws') })
}

/** Opens the demo with Solana and EVM networks and both devnet wallets approving. */
async function openSolanaDemo(page: Page): Promise<void> {
  const query = new URLSearchParams({ networks: `8453,${SOLANA}`, 'devnet-wallet-mode': 'approve' })
  await page.goto(`/?${query}`)
  await expect(page.getByTestId('w3m-button')).toBeVisible()
  await page.waitForFunction(() => '__devnetWallet' in window && '__devnetSolanaWallet' in window)
}

test('the dual Devnet Wallet connects on Solana through ConnectingMultiChain; Account matches the cluster; reload keeps it; disconnect', async ({
  page,
}) => {
  await openSolanaDemo(page)
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  // One row for the wallet that speaks both namespaces, one for the Solana-only wallet.
  await expect(connect.getByRole('button', { name: /Devnet Solana Wallet/ })).toBeVisible()
  await expect(connect.getByRole('button', { name: /^Devnet Wallet/ })).toHaveCount(1)
  await connect.getByRole('button', { name: /^Devnet Wallet/ }).click()

  const choose = modalDialog(page, 'Devnet Wallet')
  await expect(choose.getByTestId('w3m-connecting-multichain')).toBeVisible()
  await choose.getByTestId('w3m-multichain-solana').click()

  await expect(page.getByTestId('host-status')).toHaveText('connected')
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
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await expect(page.getByTestId('w3m-connecting-multichain')).toHaveCount(0)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).not.toHaveText('–')
})
