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

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the first open's shell shows the page's wallet where Connect then shows it (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // The first open's chunk is held back: the dialog's shell stays until the test lets it through.
    let release: (() => Promise<void>) | undefined
    await page.route(/\/chunks\/open-[\w-]+\.js$/, (route) => {
      release = () => route.continue()
    })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => '__devnetWallet' in window)
    await page.getByTestId('w3m-button').click()
    const dialog = modalDialog(page, 'Connect wallet')
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    const row = dialog.getByRole('button', { name: /Devnet Wallet/ })
    await expect(row).toBeVisible()
    await expect(row).toContainText('installed')
    // Measured from the dialog's top, both in one frame (its entrance, a transform, may still be
    // running): on a phone the dialog is a sheet on the bottom edge, which grows upwards with its
    // content.
    const place = () =>
      row.evaluate((button) => {
        const frame = button.closest('[role="dialog"]')?.getBoundingClientRect()
        const box = button.getBoundingClientRect()
        return [box.x, box.y - (frame?.y ?? 0), box.width, box.height].map(Math.round)
      })
    const inShell = await place()
    await expect.poll(() => release !== undefined).toBe(true)
    await release?.()
    await expect(dialog).not.toHaveAttribute('aria-busy', 'true')
    // Connect's own row, in the shell's row's place: nothing jumps as it takes over.
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
    expect(await place()).toEqual(inShell)
  })
}

test('a wallet chosen in the shell, before the modal UI has come, connects once it comes', async ({
  page,
}) => {
  let release: (() => Promise<void>) | undefined
  await page.route(/\/chunks\/open-[\w-]+\.js$/, (route) => {
    release = () => route.continue()
  })
  await page.goto(`${server.origin}/?devnet-wallet-mode=approve`)
  await page.waitForFunction(() => '__devnetWallet' in window)
  await page.getByTestId('w3m-button').click()
  const dialog = modalDialog(page, 'Connect wallet')
  await expect(dialog).toHaveAttribute('aria-busy', 'true')
  await dialog.getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect.poll(() => release !== undefined).toBe(true)
  await release?.()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ACCOUNT)
})
