import type { Locator, Page } from '@playwright/test'

type Controls = {
  setMode(mode: string): void
  setAccount(index: number): void
  disconnect(): void
  getState(): unknown
  provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
}

/** What the Devnet Wallet reports of itself. */
export type WalletState = {
  connected: boolean
  chainId: number
  account: number
  address: `0x${string}`
}

/** Steers the Devnet Wallet in one page, as its user would. */
export type WalletControl = {
  /** The wallet's approval dialog (shown in `ask` mode, the default). */
  dialog: Locator
  /** Answers the request the dialog shows; with `delayMs` it first holds it (a slow user). */
  approve(options?: { delayMs?: number }): Promise<void>
  /** Rejects the request the dialog shows: the dapp gets error 4001. */
  reject(): Promise<void>
  /** How later requests are answered: `ask` (the dialog), `approve` or `reject` at once. */
  setMode(mode: 'ask' | 'approve' | 'reject'): Promise<void>
  /** Moves to another dev account: a connected page hears `accountsChanged`. */
  switchAccount(index: number): Promise<void>
  /** Moves the wallet to another chain: a connected page hears `chainChanged`. */
  switchChain(chainId: number): Promise<void>
  /** Locks the wallet: it forgets the page, which hears `accountsChanged` with no account. */
  lock(): Promise<void>
  state(): Promise<WalletState>
}

// Runs in the page: the wallet's controls are on `window.__devnetWallet`.
function steer(page: Page, action: string, argument?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ action, argument }) => {
      const wallet = (window as unknown as { __devnetWallet?: Controls }).__devnetWallet
      if (!wallet) throw new Error('The Devnet Wallet is not in this page')
      switch (action) {
        case 'mode':
          return wallet.setMode(argument as string)
        case 'account':
          return wallet.setAccount(argument as number)
        case 'lock':
          return wallet.disconnect()
        case 'chain':
          return wallet.provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${(argument as number).toString(16)}` }],
          })
        default:
          return wallet.getState()
      }
    },
    { action, argument },
  )
}

/** The controls of the Devnet Wallet injected into `page`. */
export function walletControl(page: Page): WalletControl {
  // By its host's test id: the modal's own dialog is also named after the wallet it connects.
  const dialog = page.getByTestId('devnet-wallet-dialog').getByRole('dialog')
  const answer = async (name: 'Approve' | 'Reject', delayMs = 0) => {
    await dialog.waitFor({ state: 'visible' })
    // This request's dialog: the wallet shows the next queued one in a dialog of its own.
    const shown = await dialog.elementHandle()
    if (delayMs > 0) await page.waitForTimeout(delayMs)
    await dialog.getByRole('button', { name }).click()
    await shown?.waitForElementState('hidden')
  }
  return {
    dialog,
    approve: (options) => answer('Approve', options?.delayMs),
    reject: () => answer('Reject'),
    setMode: async (mode) => {
      await steer(page, 'mode', mode)
    },
    switchAccount: async (index) => {
      await steer(page, 'account', index)
    },
    switchChain: async (chainId) => {
      await steer(page, 'chain', chainId)
    },
    lock: async () => {
      await steer(page, 'lock')
    },
    state: () => steer(page, 'state') as Promise<WalletState>,
  }
}
