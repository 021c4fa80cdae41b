import { type StandaloneServer, serveStandalone } from '../../scripts/standaloneServer'
import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'

// The bundle a host drops into a page with a <script> tag, with no bundler in between: the page
// of scripts/standaloneServer.ts loads dist/standalone/w3m-modal.js and its chunks as they are.
let server: StandaloneServer
test.beforeAll(async () => {
  server = await serveStandalone()
})
test.afterAll(async () => {
  await server?.close()
})

test('the standalone bundle connects the devnet wallet, shows the account and disconnects', async ({
  page,
}) => {
  const failed: string[] = []
  page.on('requestfailed', (request) => failed.push(request.url()))
  page.on('pageerror', (error) => failed.push(error.message))
  await page.goto(`${server.origin}/?devnet-wallet-mode=approve`)
  await page.waitForFunction(() => '__devnetWallet' in window)
  const button = page.getByTestId('w3m-button')
  await expect(button).toHaveText('Connect Wallet')

  await button.click()
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toHaveCount(1)
  // The explorer's wallets arrive through the bundle's lazy chunks.
  await expect(connect.getByTestId('w3m-all-wallets')).toContainText(/\d+/)
  await connect.getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
  await expect(button).toContainText(/0xf39F…2266 · [\d.]+ ETH/)

  await button.click()
  const account = modalDialog(page, 'Account')
  await expect(account.getByTestId('w3m-account-address')).toHaveText('0xf39F…2266')
  await expect(account.getByTestId('w3m-account-balance')).toHaveText(/^[\d.]+ ETH$/)
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(button).toHaveText('Connect Wallet')

  await button.click()
  await expect(modalDialog(page, 'Connect wallet')).toBeVisible()
  expect(failed).toEqual([])
})
