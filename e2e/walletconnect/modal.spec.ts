import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { settled, startRequest } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { closeWithEscape, sharedWalletPage, showQr as showQrOn } from './sharedWalletPage'

// The modal against the local stack; the wallet is the official SDK in this process.
test.describe.configure({ mode: 'serial' })

const shared = sharedWalletPage({ name: 'e2e-modal-wallet' })
const showQr = () => showQrOn(shared.page)

test('pairs through the QR code and shows the wallet in Account', async () => {
  await shared.page.goto('/')
  const uri = await showQr()
  await shared.wallet.pair(uri)
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.address)
  await shared.page.getByTestId('w3m-button').click()
  await expect(shared.page.getByTestId('w3m-account-address')).toHaveAttribute(
    'title',
    shared.wallet.address,
  )
  await closeWithEscape(shared.page)
})

test('signs a message and sends a transaction through the wallet', async () => {
  await startRequest(shared.page, 'personal_sign', ['0x68656c6c6f', shared.wallet.address])
  const signed = await settled(shared.page)
  expect(
    await recoverMessageAddress({ message: 'hello', signature: signed.result as `0x${string}` }),
  ).toBe(shared.wallet.address)
  await startRequest(shared.page, 'eth_sendTransaction', [
    { from: shared.wallet.address, to: shared.wallet.address, value: '0x1' },
  ])
  const sent = await settled(shared.page)
  expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
  expect(shared.wallet.answered).toEqual(['personal_sign', 'eth_sendTransaction'])
})

test('a refused request rejects with 4001', async () => {
  shared.wallet.setMode('reject')
  await startRequest(shared.page, 'personal_sign', ['0x6e6f', shared.wallet.address])
  expect(await settled(shared.page)).toMatchObject({ code: 4001 })
  shared.wallet.setMode('approve')
})

test('a reload restores the session without pairing again', async () => {
  await shared.page.reload()
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.address)
})

test('a disconnect from the wallet returns the modal to Connect', async () => {
  await shared.wallet.disconnectAll()
  await expect(shared.page.getByTestId('host-status')).toHaveText('disconnected')
  await shared.page.getByTestId('w3m-button').click()
  await expect(shared.page.getByRole('button', { name: /Devnet Mobile Wallet/ })).toBeVisible()
  await closeWithEscape(shared.page)
})

test('a refused connection says Connection rejected', async () => {
  shared.wallet.setMode('reject')
  const uri = await showQr()
  await shared.wallet.pair(uri)
  await expect(shared.page.getByTestId('w3m-toast')).toContainText('Connection rejected')
  await expect(shared.page.getByTestId('w3m-connect-retry')).toBeVisible()
  shared.wallet.setMode('approve')
  await closeWithEscape(shared.page)
})

test('a URI about to expire is replaced on screen', async ({ context }) => {
  const fresh = await context.newPage()
  await fresh.clock.install()
  await fresh.goto('/')
  shared.page = fresh
  const first = await showQr()
  // Proposals live 5 minutes; the modal shows a fresh URI 30 s before the shown one expires.
  await fresh.clock.fastForward('04:40')
  await expect(fresh.getByTestId('w3m-wc-qr')).not.toHaveAttribute('data-uri', first)
  const second = await fresh.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The fresh URI pairs.
  await shared.wallet.pair(second ?? '')
  await expect(fresh.getByTestId('host-status')).toHaveText('connected')
})
