import { openAccount } from '../account/account'
import { enterEmailLogin, freshEmail } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { sharedWalletPage } from '../walletconnect/sharedWalletPage'

// An extension wallet, a WalletConnect wallet and an email wallet at once; then the WalletConnect
// wallet ends its session from its own side (docs/behaviour.md#connections). Steps build on each other.
test.describe.configure({ mode: 'serial' })

const shared = sharedWalletPage({ name: 'e2e-connections-wc' })
const EMAIL = freshEmail('e2e-connections-wc')
let extensionAddress = ''
let embeddedAddress = ''

const rows = () => shared.page.getByTestId('w3m-connections-eip155').locator(':scope > li')
const row = (address: string) => rows().filter({ has: shared.page.getByTitle(address) })

test('the extension wallet, then the WalletConnect wallet added through ProfileWallets', async () => {
  const { page, wallet } = shared
  await openAccount(page)
  extensionAddress = (await page.getByTestId('host-address').textContent()) ?? ''
  expect(extensionAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(extensionAddress).not.toBe(wallet.address)
  await page.getByTestId('w3m-account-wallets-button').click()
  await modalDialog(page, 'Wallets').getByTestId('w3m-add-wallet').click()
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Mobile Wallet/ })
    .click()
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  const uri = await page.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri ?? '')
  await expect(modalDialog(page, 'Wallets')).toBeVisible({ timeout: 20_000 })
  await expect(rows()).toHaveCount(2)
  await expect(row(wallet.address)).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
})

test('the email wallet joins as the third', async () => {
  const { page } = shared
  await page.getByTestId('w3m-add-wallet').click()
  await expect(modalDialog(page, 'Connect wallet')).toBeVisible()
  await enterEmailLogin(page, EMAIL)
  await expect(modalDialog(page, 'Wallets')).toBeVisible({ timeout: 20_000 })
  await expect(rows()).toHaveCount(3)
  await expect(rows().filter({ hasText: EMAIL })).toHaveAttribute('data-active', 'true')
  embeddedAddress = (await page.getByTestId('host-address').textContent()) ?? ''
  expect([extensionAddress, shared.wallet.address]).not.toContain(embeddedAddress)
})

test('a reload keeps all three, the email wallet still active', async () => {
  const { page, wallet } = shared
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('host-address')).toHaveText(embeddedAddress, { timeout: 20_000 })
  await page.getByTestId('w3m-button').click()
  await page.getByTestId('w3m-account-wallets-button').click()
  await expect(rows()).toHaveCount(3, { timeout: 20_000 })
  await expect(rows().filter({ hasText: EMAIL })).toHaveAttribute('data-active', 'true')
  await expect(row(wallet.address)).toHaveCount(1)
  await expect(row(extensionAddress)).toHaveCount(1)
})

test('the WalletConnect wallet, made active, ends the session from its side: the others stay', async () => {
  const { page, wallet } = shared
  await row(wallet.address).getByTestId('w3m-connection-switch').click()
  await expect(row(wallet.address)).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)

  await wallet.disconnectAll()
  await expect(page.getByTestId('w3m-toast')).toContainText(
    'disconnected itself; your other wallets stay connected',
  )
  await expect(rows()).toHaveCount(2)
  await expect(row(wallet.address)).toHaveCount(0)
  // Another connection took over: the host page and the marked row name the same account.
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(
    new RegExp(`^(${extensionAddress}|${embeddedAddress})$`),
  )
  const active = (await page.getByTestId('host-address').textContent()) ?? ''
  await expect(row(active)).toHaveAttribute('data-active', 'true')
  await expect(rows().filter({ hasText: EMAIL })).toHaveCount(1)
  await expect(row(extensionAddress)).toHaveCount(1)
})

test('a reload keeps the two that stayed', async () => {
  const { page } = shared
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await page.getByTestId('w3m-button').click()
  await page.getByTestId('w3m-account-wallets-button').click()
  await expect(rows()).toHaveCount(2, { timeout: 20_000 })
  await expect(row(shared.wallet.address)).toHaveCount(0)
})
