import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { WalletSendSuccess } from './WalletSendSuccess'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
const HASH = `0x${'ab'.repeat(32)}` as const

describe('WalletSendSuccess', () => {
  it('shows what was sent with the hash, and leads to the activity', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        const entry = {
          view: 'WalletSendSuccess' as const,
          params: {
            hash: HASH,
            chainId: 8453,
            amount: '0.01',
            symbol: 'ETH',
            to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          },
        }
        stores.router.history = [{ view: 'Account', params: undefined }, entry]
        stores.router.current = entry
      },
    })
    const view = await renderForTest(core, <WalletSendSuccess />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Sent 0.01 ETH')
    expect(view.container.querySelector('[data-testid="w3m-send-hash"]')?.textContent).toBe(HASH)
    await act(async () =>
      view.container
        .querySelector<HTMLButtonElement>('[data-testid="w3m-send-view-activity"]')
        ?.click(),
    )
    expect(core.stores.router.current.view).toBe('Transactions')
  })
})
