import { codeOf, freshEmail, mailCount, nextMail } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { connectDevnetWallet, DEV_ACCOUNT, openDemo } from './modal'

// DataCapture after sign-in-with-X: the demo's ?capture-email= points the modal at the devnet's
// session service, which mails the code to the devnet's catcher.
const STATEMENT = 'Sign in to the w3m demo.'

async function signIn(page: import('@playwright/test').Page, capture: 'optional' | 'required') {
  await openDemo(page, {
    siwx: STATEMENT,
    'capture-email': capture,
    'devnet-wallet-mode': 'approve',
  })
  await connectDevnetWallet(page)
  const siwx = page.getByTestId('w3m-siwx')
  await siwx.getByTestId('w3m-siwx-sign').click()
  const form = page.getByTestId('w3m-data-capture')
  await expect(form).toBeVisible()
  // Signed in on the service: the host already has the session, without an email.
  await expect(page.getByTestId('host-session-email')).toHaveText('none')
  return form
}

/** The session the service keeps for the page's token (read as the host's server would). */
async function serviceSession(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const [session] = JSON.parse(localStorage.getItem('w3m:siwx-sessions') ?? '[]') as Array<{
      token: string
    }>
    const modal = document.querySelector('w3m-modal')
    const service = modal?.getAttribute('siwx-session-url')
    const response = await fetch(`${service}/me?projectId=${modal?.getAttribute('project-id')}`, {
      headers: { authorization: `Bearer ${session?.token}` },
    })
    return (await response.json()) as { address: string; email: string | null }
  })
}

test('after sign-in the visitor adds an email: suggestions, the mailed code, and the host sees it', async ({
  page,
}) => {
  const form = await signIn(page, 'optional')
  const email = freshEmail('capture')
  const [name] = email.split('@') as [string]
  const input = form.getByTestId('w3m-data-capture-input')
  await input.fill(`${name}@gm`)
  const suggestions = form.getByTestId('w3m-data-capture-suggestions')
  await expect(suggestions.getByRole('button')).toHaveText([`${name}@gmail.com`])
  await suggestions.getByRole('button', { name: `${name}@gmail.com` }).click()
  await expect(input).toHaveValue(`${name}@gmail.com`)
  // The visitor meant another address: a bad one warns and keeps what was typed.
  await input.fill(`${name}@`)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address')
  await expect(input).toHaveValue(`${name}@`)

  await input.fill(email)
  const before = await mailCount(email)
  await form.getByRole('button', { name: 'Continue' }).click()
  const codeView = page.getByTestId('w3m-data-capture-code')
  await expect(codeView).toContainText(email)
  await expect(codeView.getByTestId('w3m-resend-code')).toBeDisabled()
  const code = codeOf(await nextMail(email, before))
  await codeView.getByTestId('w3m-otp-input').fill(code)
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  await expect(page.getByTestId('host-session-email')).toHaveText(email)
  const state = await page.evaluate(
    () =>
      (
        document.querySelector('w3m-modal') as unknown as {
          modal: { getState(): { session?: { email: string | null; address: string } } }
        }
      ).modal.getState().session,
  )
  expect(state).toMatchObject({ address: DEV_ACCOUNT, email })
  expect(await serviceSession(page)).toMatchObject({ address: DEV_ACCOUNT, email })

  // A reload gets the session back from the service; the address is now a recent one.
  await page.reload()
  await expect(page.getByTestId('host-session-email')).toHaveText(email)
  const recent = await page.evaluate(() => localStorage.getItem('w3m:recent-emails'))
  expect(JSON.parse(recent ?? '[]')).toEqual([email])
})

test('a wrong code says Invalid code and keeps the view; the right one then confirms', async ({
  page,
}) => {
  const form = await signIn(page, 'required')
  // Required: no Skip.
  await expect(page.getByTestId('w3m-data-capture-skip')).toHaveCount(0)
  const email = freshEmail('wrong-code')
  await form.getByTestId('w3m-data-capture-input').fill(email)
  const before = await mailCount(email)
  await form.getByRole('button', { name: 'Continue' }).click()
  const codeView = page.getByTestId('w3m-data-capture-code')
  const code = codeOf(await nextMail(email, before))
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await codeView.getByTestId('w3m-otp-input').fill(wrong)
  await expect(codeView.getByRole('alert')).toHaveText('Invalid code')
  await expect(page.getByTestId('host-session-email')).toHaveText('none')
  // Escape does not dismiss a required DataCapture.
  await page.keyboard.press('Escape')
  await expect(codeView).toBeVisible()
  await codeView.getByTestId('w3m-otp-input').fill(code)
  await expect(page.getByTestId('host-session-email')).toHaveText(email)
  expect((await serviceSession(page)).email).toBe(email)
})

test('required: a reload before the email is confirmed brings DataCapture back, still not dismissable', async ({
  page,
}) => {
  await signIn(page, 'required')
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  // The session comes back from the service without an email: DataCapture again, no Skip.
  const form = page.getByTestId('w3m-data-capture')
  await expect(form).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('host-session-email')).toHaveText('none')
  await expect(page.getByTestId('w3m-data-capture-skip')).toHaveCount(0)
  // Neither Escape nor the close button dismisses it; the modal shakes instead.
  await page.keyboard.press('Escape')
  await expect(form).toBeVisible()
  await page.getByTestId('w3m-close').click()
  await expect(form).toBeVisible()
  // Confirming the email now lets it go.
  const email = freshEmail('after-reload')
  await form.getByTestId('w3m-data-capture-input').fill(email)
  const before = await mailCount(email)
  await form.getByRole('button', { name: 'Continue' }).click()
  const codeView = page.getByTestId('w3m-data-capture-code')
  await codeView.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(email, before)))
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  await expect(page.getByTestId('host-session-email')).toHaveText(email)
  // Confirmed: the next reload leaves the modal closed.
  await page.reload()
  await expect(page.getByTestId('host-session-email')).toHaveText(email, { timeout: 20_000 })
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
})

test('Skip closes the modal; the session stays without an email', async ({ page }) => {
  await signIn(page, 'optional')
  await page.getByTestId('w3m-data-capture-skip').click()
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  await expect(page.getByTestId('host-session-email')).toHaveText('none')
  expect(await serviceSession(page)).toMatchObject({ address: DEV_ACCOUNT, email: null })
})
