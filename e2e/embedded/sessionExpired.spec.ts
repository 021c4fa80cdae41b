import { stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { recordedToasts, recordToasts } from '../modal/modal'
import { freshEmail, LOGIN_KEYS, loginByEmail, stored } from './embedded'

// An email login restored after its frame session ran out: the stored login is forgotten, the
// host sees no connection and an error toast says 'Session Expired' once (docs/behaviour.md#errors).
test('a restored email login whose session expired shows Session Expired and connects nothing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = freshEmail('e2e-expired')
  await page.goto('/')
  await loginByEmail(page, email)
  await page.getByTestId('w3m-close').click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')

  // The secure site lets the session run out now (its development-site helper), as a week would.
  const expired = await fetch(`${stackUrls().secureSite}/devnet/sessions/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(expired.status).toBe(200)

  await recordToasts(page)
  await page.reload()
  await expect.poll(() => recordedToasts(page), { timeout: 20_000 }).toContain('Session Expired')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('w3m-button')).toHaveText('Connect Wallet')
  expect(await stored(page, LOGIN_KEYS.slice(0, 2))).toEqual([null, null])

  // The login is forgotten: the next load restores nothing and says nothing.
  await page.reload()
  await expect(page.getByTestId('w3m-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  expect(await recordedToasts(page)).toEqual([])
})
