import type { Page } from '@playwright/test'
import { stackUrls } from '../../scripts/ports'
import { expect } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { disarm, walkFaults } from './faults'

// The routes of Swap, Buy (onramp), Choose a name and Account settings' Sessions under each fault
// kind of the devnet's switch, the second half of the table routes.spec.ts starts. One page load
// per kind: every route below fails from the start; each view shows its error, then its route's
// fault alone is lifted so the visitor can reach the next route of the same view (the quote
// needs the token list, the build needs a quote). `pnpm faults:table` merges the JSON.

const OUT = process.env.W3M_FAULTS_VIEWS_JSON ?? 'test-results/faults-views.json'

const ROUTES = {
  '/v1/convert/tokens': (path: string) => path === '/v1/convert/tokens',
  '/v1/convert/gas-price': (path: string) => path === '/v1/convert/gas-price',
  '/v1/convert/quotes': (path: string) => path === '/v1/convert/quotes',
  '/v1/convert/build-transaction': (path: string) => path === '/v1/convert/build-transaction',
  '/v1/onramp/options': (path: string) => path === '/v1/onramp/options',
  '/v1/onramp/quote': (path: string) => path === '/v1/onramp/quote',
  '/v1/profile/suggestions/:name': (path: string) => path.startsWith('/v1/profile/suggestions/'),
  'POST /v1/profile/account': (path: string, method: string) =>
    method === 'POST' && path === '/v1/profile/account',
  'GET /v1/sessions/:account': (path: string, method: string) =>
    method === 'GET' && /^\/v1\/sessions\/[^/]+$/.test(path),
}

/** The dev account the name step signs with: no other spec uses it (registerName.spec.ts takes the last). */
const NAMING_ACCOUNT = 3

/** Releases the names of the naming account (a 15 s delay lets a registration land late). */
async function releaseNames(page?: Page) {
  const address = page
    ? await page.evaluate(
        (index) =>
          (window as unknown as { __devnetWallet: { accounts: string[] } }).__devnetWallet.accounts[
            index
          ],
        NAMING_ACCOUNT,
      )
    : '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
  await fetch(`${stackUrls().devnet}/devnet/names?address=${address}`, { method: 'DELETE' })
}

/** Opens a view through the element's API (`open(view)`), as a host page would. */
const openView = (page: Page, view: string) =>
  page.evaluate((name) => {
    ;(document.querySelector('w3m-modal') as HTMLElement & { open(view: string): void }).open(name)
  }, view)

walkFaults({
  subject: 'Swap, Buy, names and sessions',
  routes: ROUTES,
  out: OUT,
  timeoutMs: 120_000,
  prepare: releaseNames,
  finish: releaseNames,
  walk: async ({ page, shown, seen, acted }) => {
    const wait = { timeout: 20_000 }

    await page.getByTestId('w3m-button').click()
    await modalDialog(page, 'Connect wallet')
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
    await expect(page.getByTestId('host-status')).toHaveText('connected')
    await expect(modalDialog(page, /.*/)).toBeHidden()
    await page.getByTestId('w3m-button').click()
    const account = modalDialog(page, 'Account')

    // Swap: the token list fails; lifted, the quote fails; lifted, the review's build fails.
    await account.getByTestId('w3m-account-swap').click()
    const swap = modalDialog(page, 'Swap')
    const swapError = swap.getByTestId('w3m-swap-error')
    await expect(swapError).toBeVisible(wait)
    seen.set('/v1/convert/tokens', `Swap: "${await swapError.textContent()}"`)
    await disarm('/v1/convert/tokens')
    await swap.getByRole('button', { name: 'Back' }).click()
    acted()
    await account.getByTestId('w3m-account-swap').click()
    await expect(swap.getByTestId('w3m-swap-form')).toBeVisible(wait)
    const amount = swap.getByTestId('w3m-send-amount')
    await amount.fill('0.01')
    await expect(swapError).toBeVisible(wait)
    seen.set('/v1/convert/quotes', `Swap: "${await swapError.textContent()}", the amount kept`)
    await expect(amount).toHaveValue('0.01')
    await disarm('/v1/convert/quotes')
    acted()
    await amount.fill('0.02')
    await expect(swap.getByTestId('w3m-swap-receive')).toBeVisible(wait)
    // The review asks the gas price, then the build: each failure toasts, the fee says unavailable.
    const review = async (toast: string) => {
      const before = shown.length
      acted()
      await swap.getByTestId('w3m-swap-review').click()
      await expect(fee).toContainText('unavailable', wait)
      await expect
        .poll(() => shown.slice(before).some((text) => text.includes(toast)), wait)
        .toBe(true)
      const text = `toast "${toast}"; Review: "${(await fee.textContent())?.trim()}"`
      // The review's own Back (the header's is first): to the form, as typed, which quotes afresh.
      acted()
      await swap.getByRole('button', { name: 'Back' }).last().click()
      await expect(amount).toHaveValue('0.02')
      return text
    }
    const fee = swap.getByTestId('w3m-swap-fee')
    seen.set(
      '/v1/convert/gas-price',
      `the quote is asked without it; ${await review('Network not supported for Gas Price')}`,
    )
    await disarm('/v1/convert/gas-price')
    seen.set('/v1/convert/build-transaction', await review('Failed to swap'))
    await expect(swap.getByTestId('w3m-swap-form')).toBeVisible()
    await swap.getByRole('button', { name: 'Back' }).first().click()

    // Buy: the options fail, Try again after they are lifted shows the form; the quote fails.
    await account.getByTestId('w3m-account-buy').click()
    const buy = modalDialog(page, 'Buy')
    const tryAgain = buy.getByRole('button', { name: 'Try again' })
    await expect(tryAgain).toBeVisible(wait)
    seen.set(
      '/v1/onramp/options',
      `Buy: "${(await buy.locator('.w3m-error-text').textContent())?.trim()}" with Try again`,
    )
    await disarm('/v1/onramp/options')
    acted()
    await tryAgain.click()
    await buy.getByLabel('Amount (USD)').fill('50')
    const buyError = buy.getByTestId('w3m-onramp-error')
    await expect(buyError).toBeVisible(wait)
    seen.set('/v1/onramp/quote', `Buy: "${await buyError.textContent()}", the amount kept`)
    await expect(buy.getByLabel('Amount (USD)')).toHaveValue('50')
    await expect(buy.getByTestId('w3m-onramp-continue')).toBeDisabled()
    await buy.getByRole('button', { name: 'Back' }).click()
    await expect(account.getByTestId('w3m-account-address')).toBeVisible()

    // Choose a name, signed by an account no other spec names: suggestions, then the register.
    await page.evaluate((index) => {
      ;(
        window as unknown as { __devnetWallet: { setAccount(i: number): void } }
      ).__devnetWallet.setAccount(index)
    }, NAMING_ACCOUNT)
    await expect(account.getByTestId('w3m-account-address')).toHaveText('0x90F7…b906')
    await openView(page, 'RegisterAccountName')
    const form = modalDialog(page, 'Choose a name')
    const input = form.getByRole('textbox', { name: 'Name' })
    const label = `faults${Date.now().toString(36)}`
    await input.fill(label)
    const suggestions = form.getByTestId('w3m-name-suggestions')
    await expect(suggestions).toHaveText('Suggestions unavailable', wait)
    seen.set('/v1/profile/suggestions/:name', `Choose a name: "${await suggestions.textContent()}"`)
    await form.getByRole('button', { name: 'Register' }).click()
    const nameError = form.getByTestId('w3m-register-name-error')
    // The modal's words: a server's failure text is not the visitor's to read.
    await expect(nameError).toHaveText('The name could not be registered', wait)
    await expect(input).toHaveValue(label)
    await expect(form.getByRole('button', { name: 'Register' })).toBeEnabled()
    seen.set(
      'POST /v1/profile/account',
      `Choose a name: "${await nameError.textContent()}", the name kept`,
    )

    // Account settings' Sessions: the list fails with Try again; lifted, Try again loads it.
    await openView(page, 'AccountSettings')
    const sessions = modalDialog(page, 'Account settings').getByTestId('w3m-sessions')
    await expect(sessions.getByRole('alert')).toBeVisible(wait)
    seen.set(
      'GET /v1/sessions/:account',
      `Sessions: "${await sessions.getByRole('alert').textContent()}" with Try again`,
    )
    await disarm('GET /v1/sessions/:account')
    acted()
    await sessions.getByRole('button', { name: 'Try again' }).click()
    await expect(sessions.getByText('No sessions')).toBeVisible(wait)
  },
})
