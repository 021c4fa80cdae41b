import { type Hex, recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { expect, test } from '../fixtures'
import { siwxSessions } from '../modal/modal'
import { answerInFrame, enterEmailLogin, freshEmail, openModal } from './embedded'

test('sign in with X with an email login: signed in the same step, then in the view after a reload', async ({
  page,
}) => {
  const email = freshEmail('e2e-siwx')
  // The demo turns sign-in-with-X on with ?siwx= (the siwx-statement attribute).
  await page.goto(`/?${new URLSearchParams({ siwx: 'Sign in to the w3m demo.' })}`)
  await openModal(page)
  // A fresh address: this device is approved by the mailed link first.
  expect(await enterEmailLogin(page, email)).toBe('approved')

  // The frame signed the message with the login's GET_USER: no second prompt.
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect.poll(async () => (await siwxSessions(page)).length).toBe(1)
  await expect(page.getByTestId('w3m-siwx')).toBeHidden()
  const address = (await page.getByTestId('host-address').textContent()) as Hex
  const [first] = await siwxSessions(page)
  expect(first?.data).toMatchObject({ address, chainId: 8453 })
  expect(first?.message).toContain('Sign in to the w3m demo.')
  expect(
    await recoverMessageAddress({ message: first?.message ?? '', signature: first!.signature }),
  ).toBe(address)

  // Without a stored session, the restored connection asks in SIWXSignMessage; the frame signs.
  await page.evaluate(() => localStorage.removeItem('w3m:siwx-sessions'))
  await page.reload()
  const siwx = page.getByTestId('w3m-siwx')
  await expect(siwx).toContainText('Sign in to the w3m demo.', { timeout: 20_000 })
  await page.getByTestId('w3m-siwx-sign').click()
  await answerInFrame(page)
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  const [second] = await siwxSessions(page)
  expect(second?.data).toMatchObject({ address, chainId: 8453 })
  expect(second?.data.nonce).not.toBe(first?.data.nonce)
  expect(
    await recoverMessageAddress({ message: second?.message ?? '', signature: second!.signature }),
  ).toBe(address)
})
