import { clearFaults } from '../account/account'
import { expect } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { walkFaults } from './faults'

// Every Blockchain API and explorer route the modal calls on Connect and Account, and the RPC
// proxy, under each fault kind of the devnet's switch (POST /devnet/faults). One page load per
// fault kind: every route of the walk fails at once, the visitor walks Connect, connects,
// opens Account and Activity, and each route's cell records what the view showed. The client
// timeout is shortened (apiTimeoutMs) so the 15 s delay is a timeout without a 15 s wait.
// `pnpm faults:table` turns the JSON this writes into the table of docs/reliability.md.

const OUT = process.env.W3M_FAULTS_JSON ?? 'test-results/faults.json'

/** The routes of the walk: the path pattern the devnet matches and how to know a request of it. */
const ROUTES = {
  '/getWallets': (path: string) => path === '/getWallets',
  '/appkit/v1/config': (path: string) => path === '/appkit/v1/config',
  '/appkit/v1/project-limits': (path: string) => path === '/appkit/v1/project-limits',
  '/getAnalyticsConfig': (path: string) => path === '/getAnalyticsConfig',
  '/projects/v1/origins': (path: string) => path === '/projects/v1/origins',
  '/v1/identity/:address': (path: string) => path.startsWith('/v1/identity/'),
  '/v1/account/:address/balance': (path: string) => /^\/v1\/account\/[^/]+\/balance$/.test(path),
  '/v1/account/:address/history': (path: string) => /^\/v1\/account\/[^/]+\/history$/.test(path),
  '/v1 (RPC proxy)': (path: string) => path === '/v1' || path === '/v1/',
} as const satisfies Record<string, (path: string) => boolean>

walkFaults({
  subject: 'every route',
  routes: ROUTES,
  out: OUT,
  timeoutMs: 60_000,
  // Reads through the devnet's RPC proxy (the hosted default), API calls cut at 1.5 s.
  modal: { rpcUrls: {} },
  walk: async ({ page, shown, seen }) => {
    const toasted = (text: string) =>
      expect.poll(() => shown.some((t) => t.includes(text)), { timeout: 15_000 }).toBe(true)

    // Connect: the wallet list says why it is missing; the page's own wallet still connects.
    await page.getByTestId('w3m-button').click()
    const connect = modalDialog(page, 'Connect wallet')
    const listError = connect.locator('.w3m-error-text')
    await expect(listError).toBeVisible({ timeout: 15_000 })
    seen.set('/getWallets', `Connect: "${await listError.textContent()}"; no All wallets row`)
    await expect(connect.getByTestId('w3m-all-wallets')).toHaveCount(0)
    const projectSeen = `nothing; Connect works on the defaults${shown.length ? `; toasts: ${shown.join(', ')}` : ', no toast'}`
    for (const route of [
      '/appkit/v1/config',
      '/appkit/v1/project-limits',
      '/getAnalyticsConfig',
      '/projects/v1/origins',
    ] as const)
      seen.set(route, projectSeen)
    await connect.getByRole('button', { name: /Devnet Wallet/ }).click()
    await expect(page.getByTestId('host-status')).toHaveText('connected')
    await expect(modalDialog(page, /.*/)).toBeHidden()

    // Account: the address, the balance toast, the activity's message.
    await page.getByTestId('w3m-button').click()
    const account = modalDialog(page, 'Account')
    await expect(account.getByTestId('w3m-account-address')).toHaveText('0xf39F…2266')
    seen.set('/v1/identity/:address', 'Account: the short address, no name')
    // The balance and the activity fail side by side (their retries overlap).
    await account.getByTestId('w3m-tab-activity').click()
    await expect(account.getByText('Activity could not be loaded.')).toBeVisible({
      timeout: 15_000,
    })
    await toasted('Failed to fetch transactions')
    await toasted('Token Balance Unavailable')
    await account.getByTestId('w3m-tab-tokens').click()
    seen.set(
      '/v1/account/:address/balance',
      `toast "Token Balance Unavailable"; Account: "${(
        await account.getByText('Token Balance Unavailable').first().textContent()
      )?.trim()}"`,
    )
    seen.set(
      '/v1/account/:address/history',
      'toast "Failed to fetch transactions"; Activity: "Activity could not be loaded."',
    )
    const balance = account.getByTestId('w3m-account-balance')
    seen.set(
      '/v1 (RPC proxy)',
      (await balance.count()) === 0
        ? 'Account: no balance line'
        : `Account balance: "${(await balance.textContent())?.trim()}"`,
    )

    // Still usable: Receive and back, then the faults end and Activity loads on a new look.
    await account.getByTestId('w3m-account-receive').click()
    await expect(modalDialog(page, 'Receive').getByTestId('w3m-receive-address')).toHaveText(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await modalDialog(page, 'Receive').getByRole('button', { name: 'Back' }).click()
    await clearFaults()
    await account.getByTestId('w3m-tab-activity').click()
    await expect(account.getByTestId('w3m-activity-list')).toBeVisible({ timeout: 15_000 })
  },
})
