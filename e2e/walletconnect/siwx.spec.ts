import { startNodeWallet } from '../../apps/devnet/src/mobile-wallet/bench/startNodeWallet'
import { DEMO_PROJECT_ID } from '../../apps/devnet/src/projects'
import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { port, stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { siwxSessions } from '../modal/modal'

// Sign-in-with-X through a WalletConnect wallet (the official SDK in this process).
let wallet: Awaited<ReturnType<typeof startNodeWallet>>

test.beforeAll(async () => {
  wallet = await startNodeWallet({
    relayUrl: stackUrls().relay,
    projectId: DEMO_PROJECT_ID,
    rpcUrls: {
      8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
      42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
    },
    name: 'e2e-siwx-wallet',
  })
})
test.afterAll(async () => {
  await wallet?.close()
})

test('the wallet refuses the sign-in message and the toast says so; signing again is kept', async ({
  page,
}) => {
  // A long flow over the relay: 25-53 s at load 15-18 under a 4x CPU throttle.
  test.setTimeout(120_000)
  await page.goto(`/?${new URLSearchParams({ siwx: 'Sign in to the w3m demo.' })}`)
  await page.getByTestId('w3m-button').click()
  await page.getByRole('button', { name: /Devnet Mobile Wallet/ }).click()
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  await wallet.pair((await page.getByTestId('w3m-wc-qr').getAttribute('data-uri')) ?? '')
  const siwx = page.getByTestId('w3m-siwx')
  await expect(siwx).toContainText('Sign in to the w3m demo.')

  wallet.setMode('reject')
  await siwx.getByTestId('w3m-siwx-sign').click()
  await expect(
    page.getByTestId('w3m-toast').filter({ hasText: 'Error signing message' }),
  ).toBeVisible()
  await expect(siwx.getByTestId('w3m-siwx-sign')).toBeEnabled()

  wallet.setMode('approve')
  await siwx.getByTestId('w3m-siwx-sign').click()
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  const [session] = await siwxSessions(page)
  expect(session?.data.address.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(
    await recoverMessageAddress({ message: session?.message ?? '', signature: session!.signature }),
  ).toBe(wallet.address)
  // The refused request and the signed one: each click asked the wallet once.
  expect(wallet.answered.filter((method) => method === 'personal_sign')).toHaveLength(2)
  await wallet.disconnectAll()
})
