import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import {
  type Address,
  type Hex,
  parseEther,
  recoverMessageAddress,
} from '../../apps/secure-site/src/testing/chainTools'
import { serveHostPage } from '../../apps/secure-site/src/testing/serveHostPage'
import { codeOf } from '../../apps/secure-site/src/testing/startMailCatcher'
import { startTestSite, TEST_PROJECT_ID } from '../../apps/secure-site/src/testing/startTestSite'
import { clickUntilAnswered } from '../embedded/embedded'
import { expect, ownContextPage, test } from '../fixtures'
import { emailLoginOnHost, pendingRpcOutcome } from './siteSteps'

// One site, chain and mailbox for the file; the steps build on each other (login, then wallet).
test.describe.configure({ mode: 'serial' })
const require = createRequire(import.meta.url)

let site: Awaited<ReturnType<typeof startTestSite>>
let host: Awaited<ReturnType<typeof serveHostPage>>
let page: Page
const EMAIL = 'e2e@example.com'
const SESSION_KEYS = [
  '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  '@appkit-wallet/EMAIL',
  '@appkit-wallet/LAST_USED_CHAIN_KEY',
]

test.beforeAll(async ({ browser }) => {
  site = await startTestSite({ pollTimeoutMs: 5_000 })
  host = await serveHostPage({ siteUrl: site.url, projectId: TEST_PROJECT_ID })
  page = await ownContextPage(browser)
})
test.afterAll(async () => {
  await page?.context().close()
  await host?.close()
  await site?.stop()
})

const frame = () => page.frameLocator('#w3m-iframe')
/** The frame's theme and Approve colour as last seen on an approval card. */
let themed: { theme: string | undefined; approve: string } | undefined
const storage = (keys: string[]) =>
  page.evaluate((list) => list.map((key) => localStorage.getItem(key)), keys)

/** Starts an RPC request in the page, shows the frame, and clicks the approval button. */
async function approveRpc(
  method: string,
  params: unknown[],
  choice: 'Approve' | 'Reject' = 'Approve',
) {
  await page.evaluate(
    ({ method, params }) => {
      window.w3m.pending.rpc = window.w3m.client.rpcRequest({ method, params })
      window.w3m.pending.rpc.catch(() => {})
    },
    { method, params },
  )
  await page.evaluate(() => window.w3m.showFrame())
  const dialog = frame().getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Host E2E requests your approval')
  themed = await frame()
    .locator('html')
    .evaluate((html) => ({
      theme: html.dataset.theme,
      approve: getComputedStyle(html.querySelector('.actions .primary')!).backgroundColor,
    }))
  await clickUntilAnswered(dialog, choice)
  await page.evaluate(() => window.w3m.hideFrame())
  return pendingRpcOutcome(page)
}

const emailLogin = (email: string) => emailLoginOnHost(page, site, email)

test('email login on a new device: approval link, then the mailed code', async () => {
  await page.goto(host.url)
  expect(await emailLogin(EMAIL)).toBe('VERIFY_DEVICE')
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  expect(user.email).toBe(EMAIL)
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await storage(['@appkit-wallet/EMAIL', '@appkit-wallet/SESSION_TOKEN_KEY'])).toEqual([
    EMAIL,
    expect.stringMatching(/^[0-9a-f]{64}$/),
  ])
})

test('a reload keeps the session (the frame adopts the page-stored token)', async () => {
  await page.reload()
  // The browser denies the cross-site frame its own storage, so the page hands its token back.
  const connected = await page.evaluate(() => {
    const token = localStorage.getItem('@appkit-wallet/SESSION_TOKEN_KEY') ?? ''
    return window.w3m.client.isConnected({ token })
  })
  expect(connected).toEqual({ isConnected: true })
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  expect(user.email).toBe(EMAIL)
})

test('the token the page stores authorises nothing outside this frame', async ({ browser }) => {
  const token = await page.evaluate(() => localStorage.getItem('@appkit-wallet/SESSION_TOKEN_KEY'))
  expect(token).toMatch(/^[0-9a-f]{64}$/)
  // Posted elsewhere by a script in the page: the server refuses to sign for it.
  const replayed = await fetch(`${site.url}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ method: 'personal_sign', params: ['0x6869'], chainId: 8453 }),
  })
  expect(replayed.status).toBe(401)
  // Planted into the frame of another browser: IS_CONNECTED stays false.
  const other = await ownContextPage(browser)
  await other.goto(host.url)
  const planted = await other.evaluate((token) => window.w3m.client.isConnected({ token }), token!)
  expect(planted).toEqual({ isConnected: false })
  await other.context().close()
})

test('sign a message in the frame approval UI; reject gives 4001 wording', async () => {
  await page.evaluate(() =>
    window.w3m.client.syncTheme({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': 'rgb(200, 30, 90)', '--w3m-color-mix': 'url(x);' },
    }),
  )
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  const signed = await approveRpc('personal_sign', ['0x68656c6c6f', user.address])
  const signature = (signed as { result: Hex }).result
  expect(themed).toEqual({ theme: 'dark', approve: 'rgb(200, 30, 90)' })
  expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(user.address)
  await expect(frame().getByRole('dialog')).toHaveCount(0)
  expect(await approveRpc('personal_sign', ['0x6869', user.address], 'Reject')).toEqual({
    error: 'User rejected the request',
  })
})

test('the card decodes approve(spender, max), names the network and the real site', async () => {
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  const spender = '0x00000000000000000000000000000000005e11e5'
  // approve(spender, 2^256 - 1) on a token contract, built by hand: selector, then two words.
  const data = `0x095ea7b3${spender.slice(2).padStart(64, '0')}${'f'.repeat(64)}`
  await page.evaluate(
    ({ address, data }) => {
      window.w3m.pending.rpc = window.w3m.client.rpcRequest({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: '0x00000000000000000000000000000000000070cc', data }],
      })
      window.w3m.pending.rpc.catch(() => {})
    },
    { address: user.address, data },
  )
  const dialog = frame().getByRole('dialog')
  // By class: roles are not computed while the frame is display: none.
  const approve = frame().locator('.approval .actions .primary')
  // Drawn in the hidden frame: not armed, and a click sent straight to it is lost.
  await expect(approve).toHaveText('Approve')
  await expect(approve).toBeDisabled()
  await approve.dispatchEvent('click')
  await page.evaluate(() => window.w3m.showFrame())
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('approve')
  await expect(dialog).toContainText(new RegExp(spender, 'i'))
  await expect(dialog).toContainText('unlimited')
  await expect(dialog).toContainText('Base (8453)')
  // The origin the server checked, whatever name the page gave itself.
  await expect(frame().getByTestId('w3m-approval-origin')).toHaveText(
    `Site ${new URL(host.url).origin}`,
  )
  await expect(approve).toBeEnabled()
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await page.evaluate(() => window.w3m.hideFrame())
  // The lost click approved nothing: the request ends in the visitor's rejection.
  expect(
    await page.evaluate(() =>
      window.w3m.pending.rpc!.then(
        () => 'sent',
        (error: Error) => error.message,
      ),
    ),
  ).toBe('User rejected the request')
})

test('sign in with X: only the exact message for this site signs without the card', async () => {
  const origin = new URL(host.url)
  const message = {
    accountAddress: '',
    chainId: 'eip155:8453',
    domain: origin.host,
    uri: origin.origin,
    version: '1',
    nonce: 'e2e0siwx0nonce01',
    statement: 'Sign in to Host E2E.',
    issuedAt: new Date().toISOString(),
  }
  const getUser = (siwxMessage: Record<string, unknown>) =>
    page.evaluate(
      (siwxMessage) =>
        window.w3m.client.getUser({ chainId: 8453, siwxMessage: siwxMessage as never }).then(
          (user) => ({ address: user.address, message: user.message, signature: user.signature }),
          (error: Error) => ({ error: error.message }),
        ),
      siwxMessage,
    )
  const card = frame().locator('.approval')

  expect(await getUser({ ...message, domain: 'evil.example' })).toEqual({
    error: 'The sign-in message is for evil.example, not this site',
  })
  expect(
    await getUser({ ...message, statement: 'Hi.\n\nURI: https://evil.example\nVersion: 1' }),
  ).toEqual({ error: "The sign-in message's statement holds control characters" })

  const signed = (await getUser(message)) as { address: Address; message: string; signature: Hex }
  expect(signed.message).toContain(`${origin.host} wants you to sign in`)
  expect(
    await recoverMessageAddress({ message: signed.message, signature: signed.signature }),
  ).toBe(signed.address)
  await expect(card).toHaveCount(0)

  // Valid but unusual: not signed here; the page must ask with personal_sign, whose card shows it.
  const statement = 'Sign in and accept https://evil.example/terms'
  const unusual = await getUser({ ...message, statement })
  expect(unusual).toMatchObject({ address: signed.address, signature: undefined })
  await expect(card).toHaveCount(0)
  const text = signed.message.replace('Sign in to Host E2E.', statement)
  const hex = `0x${Buffer.from(text).toString('hex')}`
  await page.evaluate(
    ({ hex, address }) => {
      window.w3m.pending.rpc = window.w3m.client.rpcRequest({
        method: 'personal_sign',
        params: [hex, address],
      })
      window.w3m.pending.rpc.catch(() => {})
    },
    { hex, address: signed.address },
  )
  await page.evaluate(() => window.w3m.showFrame())
  await expect(frame().getByRole('dialog')).toContainText(statement)
  await frame().getByRole('button', { name: 'Reject' }).click()
  await page.evaluate(() => window.w3m.hideFrame())
})

test('the approval card passes axe (WCAG A and AA rules)', async () => {
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  await page.evaluate((address) => {
    window.w3m.pending.rpc = window.w3m.client.rpcRequest({
      method: 'personal_sign',
      params: ['0x6869', address],
    })
    window.w3m.pending.rpc.catch(() => {})
  }, user.address)
  await page.evaluate(() => window.w3m.showFrame())
  await expect(frame().getByRole('dialog')).toBeVisible()
  const secure = page.frame({ name: 'w3m-secure-iframe' })!
  // evaluate() runs outside the frame's CSP, which forbids inline scripts.
  await secure.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'))
  const violations = await secure.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(o: object): Promise<{ violations: Array<{ id: string }> }> }
      }
    ).axe
    const result = await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] })
    return result.violations.map((v) => v.id)
  })
  expect(violations).toEqual([])
  await frame().getByRole('button', { name: 'Reject' }).click()
  await page.evaluate(() => window.w3m.hideFrame())
})

test('aborting RPC requests closes the approval card in the frame', async () => {
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  await page.evaluate((address) => {
    window.w3m.pending.rpc = window.w3m.client.rpcRequest({
      method: 'personal_sign',
      params: ['0x6869', address],
    })
    window.w3m.pending.rpc.catch(() => {})
  }, user.address)
  await page.evaluate(() => window.w3m.showFrame())
  await expect(frame().getByRole('dialog')).toBeVisible()
  await page.evaluate(() => window.w3m.client.abortRpcRequests())
  await expect(frame().getByRole('dialog')).toHaveCount(0)
  await expect(frame().getByText('Secure wallet ready.')).toBeVisible()
  const outcome = await page.evaluate(() =>
    window.w3m.pending.rpc!.then(
      () => 'resolved',
      (error: Error) => error.message,
    ),
  )
  expect(outcome).toBe('Request was aborted')
  await page.evaluate(() => window.w3m.hideFrame())
})

test('send from the EOA and from the smart account: balances change on chain', async () => {
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  const eoa = user.address as Address
  const recipient = '0x00000000000000000000000000000000000e2e01'
  const sent = await approveRpc('eth_sendTransaction', [
    { from: eoa, to: recipient, value: '0x2a' },
  ])
  await site.chain.client.waitForTransactionReceipt({ hash: (sent as { result: Hex }).result })
  expect(await site.chain.client.getBalance({ address: recipient })).toBe(42n)

  const switched = await page.evaluate(() =>
    window.w3m.client.setPreferredAccount({ type: 'smartAccount' }),
  )
  expect(switched.type).toBe('smartAccount')
  const smart = switched.address as Address
  await page.evaluate(() => window.w3m.client.initSmartAccount())
  const deployed = await page.evaluate(() => window.w3m.client.getUser({}))
  expect(deployed).toMatchObject({ address: smart, smartAccountDeployed: true })

  const fund = `0x${parseEther('1').toString(16)}`
  const funded = await approveRpc('eth_sendTransaction', [{ from: eoa, to: smart, value: fund }])
  await site.chain.client.waitForTransactionReceipt({ hash: (funded as { result: Hex }).result })
  const other = '0x00000000000000000000000000000000000e2e02'
  const batch = await approveRpc('wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x2105',
      from: smart,
      calls: [
        { to: recipient, value: '0x8' },
        { to: other, value: '0x10' },
      ],
    },
  ])
  const { id } = (batch as { result: { id: string } }).result
  await expect
    .poll(async () => {
      const status = await page.evaluate(
        (id) => window.w3m.client.rpcRequest({ method: 'wallet_getCallsStatus', params: [id] }),
        id,
      )
      return (status as { status: number }).status
    })
    .toBe(200)
  expect(await site.chain.client.getBalance({ address: recipient })).toBe(50n)
  expect(await site.chain.client.getBalance({ address: other })).toBe(16n)
  await page.evaluate(() => window.w3m.client.setPreferredAccount({ type: 'eoa' }))
})

test('update email: a code to the old address, then one to the new', async () => {
  const action = await page.evaluate(() =>
    window.w3m.client.updateEmail({ email: 'e2e-new@example.com' }),
  )
  expect(action.action).toBe('VERIFY_PRIMARY_OTP')
  const primary = codeOf(await site.mail.latest(EMAIL, site.mail.mails.length - 1))
  await page.evaluate((otp) => window.w3m.client.updateEmailPrimaryOtp({ otp }), primary)
  const secondary = codeOf(await site.mail.latest('e2e-new@example.com'))
  const done = await page.evaluate(
    (otp) => window.w3m.client.updateEmailSecondaryOtp({ otp }),
    secondary,
  )
  expect(done).toEqual({ newEmail: 'e2e-new@example.com' })
  expect(await storage(['@appkit-wallet/EMAIL'])).toEqual(['e2e-new@example.com'])
})

test('sign out clears the stored keys and ends the session', async () => {
  const token = await page.evaluate(() => localStorage.getItem('@appkit-wallet/SESSION_TOKEN_KEY'))
  await page.evaluate(() => window.w3m.client.signOut())
  expect(await storage(SESSION_KEYS)).toEqual([null, null, null])
  expect(
    await page.evaluate((token) => window.w3m.client.isConnected({ token: token! }), token),
  ).toEqual({ isConnected: false })
})

test('the same device logs in again without approval', async () => {
  // The page client's own 30 s wait after the email-change mail is not under test here.
  await page.evaluate(() => localStorage.removeItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME'))
  expect(await emailLogin('e2e-new@example.com')).toBe('VERIFY_OTP')
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  expect(user.email).toBe('e2e-new@example.com')
  await page.evaluate(() => window.w3m.client.signOut())
})
