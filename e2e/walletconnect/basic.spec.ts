import { startNodeWallet } from '../../apps/devnet/src/mobile-wallet/bench/startNodeWallet'
import { DEMO_PROJECT_ID } from '../../apps/devnet/src/projects'
import { port, stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'

// The plain WalletConnect row of Connect (ConnectingWalletConnectBasic) against the local
// relay; the wallet is the official SDK in this process.
let wallet: Awaited<ReturnType<typeof startNodeWallet>>

test.beforeAll(async () => {
  wallet = await startNodeWallet({
    relayUrl: stackUrls().relay,
    projectId: DEMO_PROJECT_ID,
    rpcUrls: {
      8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
      42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
    },
    name: 'e2e-basic-wallet',
  })
})
test.afterAll(async () => {
  await wallet?.close()
})

test('the WalletConnect row shows a QR code any wallet can scan; a refusal offers Try again, a new pairing connects', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByTestId('w3m-button').click()
  await page.getByTestId('w3m-walletconnect').click()
  const view = page.getByTestId('w3m-connecting-wc-basic')
  await expect(view.getByTestId('w3m-wc-basic-message')).toHaveText(
    'Scan this QR code with your phone',
  )
  await expect(view.getByTestId('w3m-qr-code')).toBeVisible()
  const first = await view.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(first).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  wallet.setMode('reject')
  await wallet.pair(first ?? '')
  await expect(view.getByTestId('w3m-wc-basic-message')).toHaveText('Connection rejected')
  wallet.setMode('approve')
  await view.getByTestId('w3m-connect-retry').click()
  // The new pairing's URI: present (the QR has one again) and not the refused one.
  await expect
    .poll(() => view.getByTestId('w3m-wc-qr').getAttribute('data-uri'))
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(view.getByTestId('w3m-wc-qr')).not.toHaveAttribute('data-uri', first ?? '')
  const second = await view.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(second ?? '')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
})
