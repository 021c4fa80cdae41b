import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/** Projects of apps/devnet/src/projects.ts. */
export const STARTER_OVER_LIMIT_PROJECT_ID = '22222222222222222222222222222222'

/** The devnet wallet's first dev account (anvil's). */
export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Opens the demo; `query` adds page parameters (`devnet-wallet-mode`, `projectId`, ...). */
export async function openDemo(page: Page, query: Record<string, string> = {}): Promise<void> {
  await page.goto(`/?${new URLSearchParams(query)}`)
  await expect(page.getByTestId('w3m-button')).toBeVisible()
  // The devnet wallet script is in the page once it exposes its test controls.
  await page.waitForFunction(() => 'ethereum' in window && '__devnetWallet' in window)
}

/** The modal's dialog, by its accessible name. */
export const modalDialog = (page: Page, name: string | RegExp) =>
  page.locator('w3m-modal').getByRole('dialog', { name })

/** Opens the modal with the page's `<w3m-button>`. */
export async function clickConnectButton(page: Page): Promise<void> {
  await page.getByTestId('w3m-button').click()
}

/** Switches how the devnet wallet answers (approve, reject, ask). */
export async function setWalletMode(page: Page, mode: 'ask' | 'approve' | 'reject'): Promise<void> {
  await page.evaluate((next) => {
    ;(
      window as unknown as { __devnetWallet: { setMode(mode: string): void } }
    ).__devnetWallet.setMode(next)
  }, mode)
}

/** Connects the devnet wallet from a fresh page through Connect and waits for the host to learn it. */
export async function connectDevnetWallet(page: Page): Promise<void> {
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  await connect.getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
}

/** The sign-in-with-X sessions the modal keeps in the page's storage. */
export const siwxSessions = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('w3m:siwx-sessions') ?? '[]') as Array<{
        data: { address: string; chainId: number; nonce: string }
        message: string
        signature: `0x${string}`
      }>,
  )

/**
 * Records, from the page's start, the text of every toast the modal shows (a toast lives only 4 s,
 * so a busy machine may not catch it by polling). Read them with `recordedToasts`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    const watch = (root: Node) =>
      new MutationObserver(() => {
        for (const toast of (root as ParentNode).querySelectorAll('[data-testid="w3m-toast"]')) {
          const text = toast.textContent ?? ''
          if (!seen.includes(text)) seen.push(text)
        }
      }).observe(root, { childList: true, subtree: true, characterData: true })
    const attach = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init)
      watch(root)
      return root
    }
    watch(document)
  })
}

/** The toasts `recordToasts` saw so far (since the page last loaded). */
export const recordedToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
