import type { Page } from '@playwright/test'
import {
  type Address,
  type Hex,
  recoverMessageAddress,
} from '../../apps/secure-site/src/testing/chainTools'
import { expect, ownContextPage, test } from '../fixtures'
import {
  answerInFrame,
  baseChain,
  codeOf,
  freshEmail,
  LOGIN_KEYS,
  loginByEmail,
  mailCount,
  nextMail,
  openModal,
  settled,
  startRequest,
  stored,
} from './embedded'

// One visitor through the whole email life: the steps build on each other.
test.describe.configure({ mode: 'serial' })

const EMAIL = freshEmail('e2e-email')
let page: Page
let eoa: Address

test.beforeAll(async ({ browser }) => {
  page = await ownContextPage(browser)
})
test.afterAll(async () => {
  await page?.context().close()
})

const emailLogin = (email: string) => loginByEmail(page, email)

test('email login on a new device: approval link, then the code', async () => {
  await page.goto('/')
  expect(await emailLogin(EMAIL)).toBe('approved')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  eoa = (await page.getByTestId('host-address').textContent()) as Address
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(
    await stored(page, ['@appkit-wallet/EMAIL_LOGIN_USED_KEY', '@appkit-wallet/EMAIL']),
  ).toEqual(['true', EMAIL])
})

test('signing out clears the stored keys; the same device then logs in without approval', async () => {
  await page.getByTestId('w3m-disconnect').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  expect(await stored(page, LOGIN_KEYS)).toEqual([null, null, null, null])
  expect(await emailLogin(EMAIL)).toBe('known')
  await expect(page.getByTestId('host-address')).toHaveText(eoa)
})

test('a reload keeps the session', async () => {
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('host-address')).toHaveText(eoa)
  await openModal(page)
  await expect(page.getByTestId('w3m-account-user')).toHaveText(EMAIL)
  await page.getByTestId('w3m-close').click()
})

test('sign a message: the modal shows the frame to approve, then hides it', async () => {
  await startRequest(page, 'personal_sign', ['0x68656c6c6f', eoa])
  await answerInFrame(page)
  const { result } = await settled(page)
  expect(await recoverMessageAddress({ message: 'hello', signature: result as Hex })).toBe(eoa)
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  await startRequest(page, 'personal_sign', ['0x6869', eoa])
  await answerInFrame(page, 'Reject')
  expect(await settled(page)).toMatchObject({ code: 4001 })
})

test('send from the EOA: the balance changes on chain', async () => {
  const to = `0x${Date.now().toString(16).padStart(40, '0')}` as Address
  await startRequest(page, 'eth_sendTransaction', [{ from: eoa, to, value: '0x2a' }])
  await answerInFrame(page)
  const { result } = await settled(page)
  await baseChain.waitForTransactionReceipt({ hash: result as Hex })
  expect(await baseChain.getBalance({ address: to })).toBe(42n)
})

test('switch to the smart account and send from it; switch back', async () => {
  await openModal(page)
  await page.getByTestId('w3m-account-settings-button').click()
  await page.getByTestId('w3m-account-type-switch').click()
  await expect(page.getByTestId('w3m-account-type-switch')).toHaveText('Switch to EOA')
  await expect(page.getByTestId('host-address')).not.toHaveText(eoa)
  const smart = (await page.getByTestId('host-address').textContent()) as Address
  await page.getByTestId('w3m-close').click()

  // Before deployment the frame's signature carries the deployment (ERC-6492): viem accepts it.
  const signSmart = async (message: string) => {
    await startRequest(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, smart])
    await answerInFrame(page)
    return (await settled(page)).result as Hex
  }
  expect(await baseChain.getCode({ address: smart })).toBe('0x')
  const early = await signSmart('hello from the smart account')
  expect(
    await baseChain.verifyMessage({
      address: smart,
      message: 'hello from the smart account',
      signature: early,
    }),
  ).toBe(true)

  // Fund the smart account from the EOA, then batch two transfers from it.
  await startRequest(page, 'eth_sendTransaction', [
    { from: eoa, to: smart, value: '0xde0b6b3a7640000' },
  ])
  await answerInFrame(page)
  await baseChain.waitForTransactionReceipt({ hash: (await settled(page)).result as Hex })
  const to = `0x${(Date.now() + 1).toString(16).padStart(40, '0')}` as Address
  await startRequest(page, 'eth_sendTransaction', [{ from: smart, to, value: '0x10' }])
  await answerInFrame(page)
  await baseChain.waitForTransactionReceipt({ hash: (await settled(page)).result as Hex })
  expect(await baseChain.getBalance({ address: to })).toBe(16n)
  expect(await baseChain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
  // Deployed: the account itself vouches for its owner's signature (ERC-1271).
  const later = await signSmart('hello again')
  expect(
    await baseChain.verifyMessage({ address: smart, message: 'hello again', signature: later }),
  ).toBe(true)
  expect(
    await baseChain.verifyMessage({ address: smart, message: 'not this', signature: later }),
  ).toBe(false)

  await openModal(page)
  await page.getByTestId('w3m-account-settings-button').click()
  await page.getByTestId('w3m-account-type-switch').click()
  await expect(page.getByTestId('w3m-account-type-switch')).toHaveText('Switch to smart account')
  await expect(page.getByTestId('host-address')).toHaveText(eoa)
})

test('update email: a code to the old address, then one to the new', async () => {
  const next = freshEmail('e2e-new')
  await page.getByTestId('w3m-update-email').click()
  const oldBefore = await mailCount(EMAIL)
  await page.getByPlaceholder('New email').fill(next)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('w3m-update-email-primary')).toContainText(EMAIL)
  await page.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(EMAIL, oldBefore)))
  await expect(page.getByTestId('w3m-update-email-secondary')).toContainText(next)
  await page.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(next, 0)))
  await expect(page.getByTestId('w3m-account-user')).toHaveText(next)
  expect(await stored(page, ['@appkit-wallet/EMAIL'])).toEqual([next])
  await page.getByTestId('w3m-disconnect').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect.poll(() => stored(page, LOGIN_KEYS)).toEqual([null, null, null, null])
})
