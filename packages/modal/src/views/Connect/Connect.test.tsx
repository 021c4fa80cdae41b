import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { createStoryCore, storyWallets } from '../../testing/ModalStory'
import { renderForTest } from '../../testing/renderForTest'
import { Connect } from './Connect'

/** Connect with the page's one announced wallet, the explorer still answering. */
async function mountLoading() {
  const core = createStoryCore({
    setup: (stores) => {
      stores.wallets.recommended = []
      stores.wallets.count = 0
      stores.wallets.status = 'loading'
    },
  })
  const view = await renderForTest(core, <Connect />)
  const rows = () => [...view.container.querySelectorAll('ul[aria-label="Wallets"] > li')]
  return { core, view, rows }
}

describe('Connect', () => {
  it("holds the shell's three rows while the explorer answers, the page's wallets first, and nothing below the list (docs/behaviour.md#first-open)", async () => {
    const { view, rows } = await mountLoading()
    expect(rows().map((row) => row.classList.contains('w3m-skeleton'))).toEqual([false, true, true])
    expect(rows()[0]?.textContent).toContain('Devnet Wallet')
    // The rows arriving would push whatever sat below the list: nothing is there yet.
    expect(view.container.querySelector('[data-testid="w3m-get-wallet"]')).toBeNull()
    view.unmount()
  })

  it('puts the explorer wallets in the placeholders’ place, then WalletConnect, All wallets and the help below', async () => {
    const { core, view, rows } = await mountLoading()
    await act(async () => {
      core.stores.wallets.recommended = storyWallets(4)
      core.stores.wallets.count = 412
      core.stores.wallets.status = 'ready'
    })
    expect(rows().some((row) => row.classList.contains('w3m-skeleton'))).toBe(false)
    expect(rows()).toHaveLength(1 + 4 + 2)
    expect(rows().at(-1)?.textContent).toContain('412')
    expect(view.container.querySelector('[data-testid="w3m-get-wallet"]')).not.toBeNull()
    view.unmount()
  })

  it('shows the help once the explorer has failed too, below its error', async () => {
    const { core, view } = await mountLoading()
    await act(async () => {
      core.stores.wallets.status = 'error'
      core.stores.wallets.error = 'Network Error: Wallet Load Failed'
    })
    expect(view.container.querySelector('[data-testid="w3m-get-wallet"]')).not.toBeNull()
    expect(view.container.querySelector('.w3m-skeleton')).toBeNull()
    view.unmount()
  })
})
