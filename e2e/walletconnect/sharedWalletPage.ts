import type { Page } from '@playwright/test'
import { startNodeWallet } from '../../apps/devnet/src/mobile-wallet/bench/startNodeWallet'
import { DEMO_PROJECT_ID } from '../../apps/devnet/src/projects'
import { watchOffHostRequests } from '../../packages/testing/src/playwright/watchOffHostRequests'
import { port, stackUrls } from '../../scripts/ports'
import { expect, test, throttleCpu } from '../fixtures'

/** The EVM chains' RPC URLs of the stack. */
export const RPC_URLS = {
  8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
  42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
}
/** The Solana cluster's RPC URL of the stack. */
export const SOLANA_RPC = `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT')}`

/** The Devnet Mobile Wallet as the official SDK in the test process. */
export type NodeWallet = Awaited<ReturnType<typeof startNodeWallet>>

/**
 * For a serial suite: a Node WalletConnect wallet on the stack's relay (with Solana when asked)
 * and one page the steps share. Its context is not the fixture's, so it gets the same guard: any
 * request beyond loopback fails the step.
 */
export function sharedWalletPage(options: { name: string; solana?: boolean }) {
  const shared = {} as { wallet: NodeWallet; page: Page }
  let offHost: string[] = []
  test.beforeAll(async ({ browser }) => {
    shared.wallet = await startNodeWallet({
      relayUrl: stackUrls().relay,
      projectId: DEMO_PROJECT_ID,
      rpcUrls: RPC_URLS,
      ...(options.solana ? { solanaRpcUrl: SOLANA_RPC } : {}),
      name: options.name,
    })
    const context = await browser.newContext()
    throttleCpu(context)
    offHost = await watchOffHostRequests(context)
    shared.page = await context.newPage()
  })
  test.afterEach(() => {
    expect(offHost, 'the modal must reach no host beyond loopback').toEqual([])
  })
  test.afterAll(async () => {
    await shared.page?.context().close()
    await shared.wallet?.close()
  })
  return shared
}

/**
 * A click that fails, naming what was in the way, instead of waiting out the test's 60 s: the
 * action timeout stays unset (docs/reliability.md#flake-check), so a click on a control that an
 * overlay still covers would otherwise hang with no word on what hung.
 */
const CLICK_TIMEOUT_MS = 20_000

/** Presses Escape and waits until the modal's dialog is gone, so the next step starts closed. */
export async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.locator('w3m-modal').getByRole('dialog')).toBeHidden()
}

/** Opens Connect, picks the Devnet Mobile Wallet and returns the URI its QR code carries. */
export async function showQr(page: Page): Promise<string> {
  await page.getByTestId('w3m-button').click({ timeout: CLICK_TIMEOUT_MS })
  await page
    .getByRole('button', { name: /Devnet Mobile Wallet/ })
    .click({ timeout: CLICK_TIMEOUT_MS })
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  const uri = await page.getByTestId('w3m-wc-qr').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}
