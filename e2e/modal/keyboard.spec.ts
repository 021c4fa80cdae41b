import type { Page } from '@playwright/test'
import { RECEIVER } from '../account/account'
import { expect, test } from '../fixtures'
import { modalDialog, openDemo } from './modal'

/** The focused element, looked up through the open shadow roots, as the test needs to see it. */
type Focused = {
  testId: string | null
  text: string
  /** Inside the modal's dialog. */
  inDialog: boolean
  /** `:focus-visible` with a drawn ring (outline or box shadow). */
  ringShown: boolean
}

const focused = (page: Page) =>
  page.evaluate((): Focused | undefined => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body) return undefined
    const style = getComputedStyle(element)
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    return {
      testId: element.getAttribute('data-testid'),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      inDialog: Boolean(element.closest('[role="dialog"]')),
      ringShown: element.matches(':focus-visible') && ring,
    }
  })

/**
 * Presses Tab (or Shift+Tab) until the focused control matches; every stop on the way must show
 * its focus ring and, with `inDialog`, stay inside the dialog.
 */
async function tabTo(
  page: Page,
  matches: (focus: Focused) => boolean,
  options: { inDialog: boolean; key?: 'Tab' | 'Shift+Tab' },
): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press(options.key ?? 'Tab')
    const focus = await focused(page)
    expect(focus, 'something has focus after Tab').toBeDefined()
    if (!focus) return
    expect(focus.ringShown, `focus ring on ${focus.testId ?? focus.text}`).toBe(true)
    if (options.inDialog) expect(focus.inDialog, `${focus.text} is in the dialog`).toBe(true)
    if (matches(focus)) return
  }
  throw new Error('the control was never reached with the keyboard')
}

const byTestId = (testId: string) => (focus: Focused) => focus.testId === testId
const byText = (text: RegExp) => (focus: Focused) => text.test(focus.text)

test('connect, account, send and disconnect with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })

  // The page's button, reached with Tab; Enter opens Connect with focus inside.
  await tabTo(page, byTestId('w3m-button'), { inDialog: false })
  await page.keyboard.press('Enter')
  const connect = modalDialog(page, 'Connect wallet')
  // The dialog's shell (busy) stands in until the modal's UI has come.
  await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
  await expect(connect).not.toHaveAttribute('aria-busy', 'true')
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true)

  // Focus is trapped: more Tabs (and Shift+Tabs) than the view has controls never leave it.
  const stops = await connect.locator('button, input, a[href]').count()
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let press = 0; press < stops + 2; press++) {
      await page.keyboard.press(key)
      const focus = await focused(page)
      expect(focus?.inDialog, `${key} #${press} stays in the dialog`).toBe(true)
      expect(focus?.ringShown, `${key} #${press} shows the focus ring`).toBe(true)
    }
  }

  // Escape closes the modal and gives focus back to its opener.
  await page.keyboard.press('Escape')
  await expect(modalDialog(page, /.*/)).toBeHidden()
  await expect.poll(async () => (await focused(page))?.testId).toBe('w3m-button')

  // Connect the devnet wallet (it approves on its own in this mode).
  await page.keyboard.press('Enter')
  await expect(connect).toBeVisible()
  await tabTo(page, byText(/Devnet Wallet/), { inDialog: true })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(modalDialog(page, /.*/)).toBeHidden()

  // Account, then Send: the token from its list, the amount and the receiver typed.
  await expect.poll(async () => (await focused(page))?.testId).toBe('w3m-button')
  await page.keyboard.press('Enter')
  const account = modalDialog(page, 'Account')
  // Account is a chunk of its own: its controls are there once it has come.
  await expect(account.getByTestId('w3m-account-send')).toBeVisible()
  await tabTo(page, byTestId('w3m-account-send'), { inDialog: true })
  await page.keyboard.press('Enter')
  const send = modalDialog(page, 'Send')
  // Each view past Connect is a chunk of its own: its controls are there once it has come.
  await expect(send.getByTestId('w3m-send-token')).toBeVisible()
  await tabTo(page, byTestId('w3m-send-token'), { inDialog: true })
  await page.keyboard.press('Space')
  const select = modalDialog(page, 'Select token')
  await expect(select.getByTestId('w3m-token-ETH')).toBeVisible()
  await tabTo(page, byTestId('w3m-token-ETH'), { inDialog: true })
  await page.keyboard.press('Enter')
  await expect(send.getByTestId('w3m-send-token')).toContainText('ETH')
  await tabTo(page, byTestId('w3m-send-amount'), { inDialog: true })
  await page.keyboard.type('0.01')
  await tabTo(page, byTestId('w3m-send-receiver'), { inDialog: true })
  await page.keyboard.type(RECEIVER)
  await expect(send.getByTestId('w3m-send-receiver')).toHaveValue(RECEIVER)
  await tabTo(page, byTestId('w3m-send-preview'), { inDialog: true })
  await page.keyboard.press('Enter')
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-summary-amount')).toHaveText('0.01 ETH')
  await tabTo(page, byTestId('w3m-send-confirm'), { inDialog: true })
  await page.keyboard.press('Enter')
  const sent = modalDialog(page, 'Sent')
  await expect(sent).toContainText('Sent 0.01 ETH')
  await expect(sent.getByRole('button', { name: /^Done$/ })).toBeVisible()

  // Done goes back to Account; Disconnect ends the session and closes the modal.
  await tabTo(page, byText(/^Done$/), { inDialog: true })
  await page.keyboard.press('Enter')
  await expect(account.getByRole('button', { name: /^Disconnect$/ })).toBeVisible()
  await tabTo(page, byText(/^Disconnect$/), { inDialog: true })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})

test('Escape in the Swap token picker closes only the picker; USD values beside balances', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The modal's UI is held back on its way, so the first open shows the dialog's shell until the
  // test lets it through.
  let release: (() => Promise<void>) | undefined
  await page.route(/\/assets\/ModalApp-[\w-]+\.js$/, (route) => {
    release = () => route.continue()
  })
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await tabTo(page, byTestId('w3m-button'), { inDialog: false })
  await page.keyboard.press('Enter')
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect).toHaveAttribute('aria-busy', 'true')
  // The shell has focus, and Tab and Shift+Tab never reach the page behind it.
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true)
  for (const key of ['Tab', 'Shift+Tab', 'Tab'] as const) {
    await page.keyboard.press(key)
    expect((await focused(page))?.inDialog, `${key} stays in the shell`).toBe(true)
  }
  await expect.poll(() => release !== undefined).toBe(true)
  await release?.()
  await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
  await expect(connect).not.toHaveAttribute('aria-busy', 'true')
  // The dialog took focus over from the shell.
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true)
  await tabTo(page, byText(/Devnet Wallet/), { inDialog: true })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(modalDialog(page, /.*/)).toBeHidden()
  // A connect finished in the very first open gives focus back to the opener, as any close does.
  await expect.poll(async () => (await focused(page))?.testId).toBe('w3m-button')
  await page.keyboard.press('Enter')
  const account = modalDialog(page, 'Account')
  await expect(account.getByTestId('w3m-token-ETH')).toBeVisible()
  await tabTo(page, byTestId('w3m-account-swap'), { inDialog: true })
  await page.keyboard.press('Enter')

  const swap = modalDialog(page, 'Swap')
  // The chosen token shows its balance and the balance's value in USD.
  await expect(swap.getByTestId('w3m-swap-from-balance')).toHaveText(
    / Balance [\d,.]+ · \$[\d,]+\.\d\d$/,
  )
  await tabTo(page, byTestId('w3m-swap-from'), { inDialog: true })
  await page.keyboard.press('Enter')
  const list = swap.getByTestId('w3m-swap-from-list')
  await expect(list).toBeVisible()
  await expect(list.getByTestId('w3m-swap-from-ETH-value')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true)

  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(swap).toBeVisible()
  await expect.poll(async () => (await focused(page))?.testId).toBe('w3m-swap-from')
  // A second Escape closes the modal.
  await page.keyboard.press('Escape')
  await expect(modalDialog(page, /.*/)).toBeHidden()
})
