import type { Page } from '@playwright/test'
import { startNodeWallet } from '../../apps/devnet/src/mobile-wallet/bench/startNodeWallet'
import { DEMO_PROJECT_ID } from '../../apps/devnet/src/projects'
import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { watchOffHostRequests } from '../../packages/testing/src/playwright/watchOffHostRequests'
import { port, stackUrls } from '../../scripts/ports'
import { settled, startRequest } from '../embedded/embedded'
import { expect, test } from '../fixtures'

// The modal against the local stack; the wallet is the official SDK in this process.
test.describe.configure({ mode: 'serial' })

const RPC_URLS = {
  8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
  42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
}
let wallet: Awaited<ReturnType<typeof startNodeWallet>>
let page: Page
// The steps share one page, so its context is not the fixture's: it gets the same guard here.
let offHost: string[] = []

test.beforeAll(async ({ browser }) => {
  wallet = await startNodeWallet({
    relayUrl: stackUrls().relay,
    projectId: DEMO_PROJECT_ID,
    rpcUrls: RPC_URLS,
    name: 'e2e-modal-wallet',
  })
  const context = await browser.newContext()
  offHost = await watchOffHostRequests(context)
  page = await context.newPage()
})
test.afterEach(() => {
  expect(offHost, 'the modal must reach no host beyond loopback').toEqual([])
})
test.afterAll(async () => {
  await page?.context().close()
  await wallet?.close()
})

/** Opens Connect, picks the Devnet Mobile Wallet and returns the URI its QR code carries. */
async function showQr(): Promise<string> {
  await page.getByTestId('w3m-button').click()
  await page.getByRole('button', { name: /Devnet Mobile Wallet/ }).click()
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  const uri = await page.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}

test('pairs through the QR code and shows the wallet in Account', async () => {
  await page.goto('/')
  const uri = await showQr()
  await wallet.pair(uri)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
  await page.getByTestId('w3m-button').click()
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('title', wallet.address)
  await page.keyboard.press('Escape')
})

test('signs a message and sends a transaction through the wallet', async () => {
  await startRequest(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
  const signed = await settled(page)
  expect(
    await recoverMessageAddress({ message: 'hello', signature: signed.result as `0x${string}` }),
  ).toBe(wallet.address)
  await startRequest(page, 'eth_sendTransaction', [
    { from: wallet.address, to: wallet.address, value: '0x1' },
  ])
  const sent = await settled(page)
  expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
  expect(wallet.answered).toEqual(['personal_sign', 'eth_sendTransaction'])
})

test('a refused request rejects with 4001', async () => {
  wallet.setMode('reject')
  await startRequest(page, 'personal_sign', ['0x6e6f', wallet.address])
  expect(await settled(page)).toMatchObject({ code: 4001 })
  wallet.setMode('approve')
})

test('a reload restores the session without pairing again', async () => {
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
})

test('a disconnect from the wallet returns the modal to Connect', async () => {
  await wallet.disconnectAll()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await page.getByTestId('w3m-button').click()
  await expect(page.getByRole('button', { name: /Devnet Mobile Wallet/ })).toBeVisible()
  await page.keyboard.press('Escape')
})

test('a refused connection says Connection rejected', async () => {
  wallet.setMode('reject')
  const uri = await showQr()
  await wallet.pair(uri)
  await expect(page.getByTestId('w3m-toast')).toContainText('Connection rejected')
  await expect(page.getByTestId('w3m-connect-retry')).toBeVisible()
  wallet.setMode('approve')
  await page.keyboard.press('Escape')
})

test('a URI about to expire is replaced on screen', async ({ context }) => {
  const fresh = await context.newPage()
  await fresh.clock.install()
  await fresh.goto('/')
  page = fresh
  const first = await showQr()
  // Proposals live 5 minutes; the modal shows a fresh URI 30 s before the shown one expires.
  await fresh.clock.fastForward('04:40')
  await expect(fresh.getByTestId('w3m-wc-qr')).not.toHaveAttribute('data-uri', first)
  const second = await fresh.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The fresh URI pairs.
  await wallet.pair(second ?? '')
  await expect(fresh.getByTestId('host-status')).toHaveText('connected')
})
