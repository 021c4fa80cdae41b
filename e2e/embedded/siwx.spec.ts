import { type Hex, recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { expect, test } from '../fixtures'
import {
  answerInFrame,
  codeOf,
  configureModal,
  freshEmail,
  linkOf,
  mailCount,
  nextMail,
  openModal,
} from './embedded'

test('sign in with X after an email login: the message is signed in the frame and kept', async ({
  page,
}) => {
  const email = freshEmail('e2e-siwx')
  await page.goto('/')
  await configureModal(page, { siwx: { statement: 'Sign in to the w3m demo.' } })
  await openModal(page)
  const before = await mailCount(email)
  await page.getByPlaceholder('Email').fill(email)
  await page.getByPlaceholder('Email').press('Enter')
  await expect(page.getByTestId('w3m-email-verify-device')).toBeVisible({ timeout: 20_000 })
  const approval = await page.context().newPage()
  await approval.goto(linkOf(await nextMail(email, before)))
  await approval.getByRole('button', { name: 'Approve device' }).click()
  // Closing before the answer arrives can cancel the form's request.
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approval.close()
  await expect(page.getByTestId('w3m-email-otp')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(email, before + 1)))

  const siwx = page.getByTestId('w3m-siwx')
  await expect(siwx).toContainText('Sign in to the w3m demo.', { timeout: 20_000 })
  await page.getByTestId('w3m-siwx-sign').click()
  await answerInFrame(page)
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  const address = (await page.getByTestId('host-address').textContent()) as Hex
  const [session] = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('w3m:siwx-sessions') ?? '[]'),
  )
  expect(session.data).toMatchObject({ address, chainId: 8453 })
  expect(
    await recoverMessageAddress({ message: session.message, signature: session.signature }),
  ).toBe(address)
})
