import { createServer } from 'node:net'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
} from '../../apps/secure-site/src/testing/chainTools'
import { port, stackUrls } from '../../scripts/ports'
import { expect } from '../fixtures'

/** A mail the devnet caught. */
export type Mail = { subject: string; text: string; date: string }

/** An address no earlier run used (the devnet's database outlives runs). */
export function freshEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

async function messages(to: string): Promise<Mail[]> {
  const response = await fetch(
    `${stackUrls().devnet}/devnet/mail/messages?to=${encodeURIComponent(to)}`,
  )
  if (!response.ok) return []
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** How many mails `to` has received so far. */
export async function mailCount(to: string): Promise<number> {
  return (await messages(to)).length
}

/** Waits for mail number `after + 1` to `to` and returns the newest (`/devnet/mail/latest`). */
export async function nextMail(to: string, after: number): Promise<Mail> {
  await expect.poll(() => mailCount(to), { timeout: 20_000 }).toBeGreaterThan(after)
  const response = await fetch(
    `${stackUrls().devnet}/devnet/mail/latest?to=${encodeURIComponent(to)}`,
  )
  return (await response.json()) as Mail
}

/** The 6-digit code of a mail. */
export function codeOf(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in "${mail.subject}"`)
  return code
}

/** The first link of a mail. */
export function linkOf(mail: Mail): string {
  const link = /(https?:\/\/\S+)/.exec(mail.text)?.[1]
  if (!link) throw new Error(`no link in "${mail.subject}"`)
  return link
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** Reads of the Base devnet chain: balances, code, receipts. */
export const baseChain = {
  getBalance: async ({ address }: { address: string }) =>
    BigInt((await rpc('eth_getBalance', [address, 'latest'])) as string),
  getCode: async ({ address }: { address: string }) =>
    (await rpc('eth_getCode', [address, 'latest'])) as string,
  /** viem's check: an EOA by recovery, a contract account by ERC-1271, a counterfactual one by ERC-6492. */
  verifyMessage: (args: { address: Address; message: string; signature: Hex }) =>
    createPublicClient({
      transport: http(`http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`),
    }).verifyMessage(args),
  async waitForTransactionReceipt({ hash }: { hash: string }) {
    await expect
      .poll(async () => (await rpc('eth_getTransactionReceipt', [hash])) !== null, {
        timeout: 20_000,
      })
      .toBe(true)
  },
}

/** The `@appkit-wallet/` keys docs/wire.md#storage says sign-out clears. */
export const LOGIN_KEYS = [
  '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  '@appkit-wallet/EMAIL',
  '@appkit-wallet/LAST_USED_CHAIN_KEY',
  '@appkit-wallet/SOCIAL_USERNAME',
]

/** Values of localStorage keys in the page. */
export function stored(page: Page, keys: string[]): Promise<Array<string | null>> {
  return page.evaluate((list) => list.map((key) => localStorage.getItem(key)), keys)
}

/** Starts an EIP-1193 request on the connected wallet's provider; read the outcome with `settled`. */
export async function startRequest(page: Page, method: string, params: unknown[]): Promise<void> {
  await page.evaluate(
    async ({ method, params }) => {
      // The core is off the public modal (kept under a private symbol): the test reaches it anyway.
      // biome-ignore lint/suspicious/noExplicitAny: the element's modal is reached from the page
      const modal = (document.querySelector('w3m-modal') as any).modal
      const [key] = Object.getOwnPropertySymbols(modal)
      const core = modal[key as symbol]
      const connection = core.evm.getConnection()
      const provider = await connection.connector.getProvider()
      const w = window as unknown as { __request?: Promise<unknown> }
      w.__request = provider.request({ method, params }).then(
        (result: unknown) => ({ result }),
        (error: { message: string; code?: number }) => ({ error: error.message, code: error.code }),
      )
    },
    { method, params },
  )
}

/** The outcome of the request `startRequest` began. */
export function settled(page: Page): Promise<{ result?: unknown; error?: string; code?: number }> {
  return page.evaluate(() => (window as unknown as { __request: Promise<never> }).__request)
}

/** Approves (or rejects) the open request in the secure frame's own UI, shown over the modal. */
export async function answerInFrame(page: Page, choice: 'Approve' | 'Reject' = 'Approve') {
  await expect(page.getByTestId('w3m-approve-transaction')).toBeVisible()
  await expect(page.locator('#w3m-iframe')).toBeVisible()
  const dialog = page.frameLocator('#w3m-iframe').getByRole('dialog')
  await expect(dialog).toBeVisible()
  await clickUntilAnswered(dialog, choice)
  await expect(page.locator('#w3m-iframe')).toBeHidden()
}

/**
 * Clicks the card's button until the card is gone. The frame arms Approve only while the card is
 * seen unobstructed, so a click that lands just as something passes over the frame (a toast, the
 * modal's own transition) is ignored, as it would be for a visitor: then it is clicked again.
 */
export async function clickUntilAnswered(dialog: Locator, choice: 'Approve' | 'Reject') {
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: choice }).click({ timeout: 5_000 })
    await expect(dialog).toBeHidden({ timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
}

/** Opens the modal from the page's button. */
export async function openModal(page: Page) {
  await page.getByTestId('w3m-button').click()
  await expect(page.getByTestId('w3m-dialog')).toBeVisible()
}

/** Re-configures the demo's `<w3m-modal>` with its attributes' options plus `extra` (test-only knobs). */
export async function configureModal(page: Page, extra: Record<string, unknown>) {
  await page.evaluate((extra) => {
    const element = document.querySelector('w3m-modal') as HTMLElement & {
      configure(options: Record<string, unknown>): unknown
    }
    const attr = (name: string) => element.getAttribute(name) ?? undefined
    element.configure({
      projectId: attr('project-id'),
      blockchainApiUrl: attr('blockchain-api-url'),
      explorerApiUrl: attr('explorer-api-url'),
      analyticsUrl: attr('analytics-url'),
      secureSiteUrl: attr('secure-site-url'),
      relayUrl: attr('relay-url'),
      rpcUrls: JSON.parse(attr('rpc-urls') ?? '{}'),
      // Base and Arbitrum, as the demo's attribute names them (the modal's own default is Ethereum).
      networks: (window as unknown as { __demoNetworks: unknown[] }).__demoNetworks,
      ...extra,
    })
  }, extra)
}

/** A loopback port nothing listens on (taken from the OS, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 1
}

/**
 * On Connect's email field (the modal open): types the email, approves this device when asked
 * (the mailed link, in a second tab), and enters the mailed code. Which of the two paths it took.
 */
export async function enterEmailLogin(
  page: Page,
  email: string,
  checks: { resendWait?: boolean } = {},
): Promise<'approved' | 'known'> {
  const before = await mailCount(email)
  await page.getByPlaceholder('Email').fill(email)
  await page.getByPlaceholder('Email').press('Enter')
  const otp = page.getByTestId('w3m-email-otp')
  const device = page.getByTestId('w3m-email-verify-device')
  await expect(otp.or(device)).toBeVisible({ timeout: 20_000 })
  let outcome: 'approved' | 'known' = 'known'
  let seen = before
  if (await device.isVisible()) {
    outcome = 'approved'
    await expect(device).toContainText(`We sent an approval link to ${email}`)
    const approval = await page.context().newPage()
    await approval.goto(linkOf(await nextMail(email, before)))
    await approval.getByRole('button', { name: 'Approve device' }).click()
    await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await approval.close()
    seen = before + 1
  }
  await expect(otp).toBeVisible({ timeout: 30_000 })
  if (checks.resendWait)
    await expect(page.getByTestId('w3m-resend-code')).toHaveText(/Resend code in \d+s/)
  // Auto-submit: no button press after the 6th digit.
  await page.getByTestId('w3m-otp-input').fill(codeOf(await nextMail(email, seen)))
  return outcome
}

/** Opens the modal, logs in by email (`enterEmailLogin`) and waits for Account with the email. */
export async function loginByEmail(page: Page, email: string): Promise<'approved' | 'known'> {
  await openModal(page)
  const outcome = await enterEmailLogin(page, email, { resendWait: true })
  await expect(page.getByTestId('w3m-account')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('w3m-account-user')).toHaveText(email)
  return outcome
}
