import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { FIXTURE_TOKENS, fixtureTransactions } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { AccountTabs } from './AccountTabs'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('AccountTabs', () => {
  it('shows tokens, switches to activity, and opens Send and Receive', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.balances.status = 'ready'
        stores.balances.tokens = FIXTURE_TOKENS
        stores.activity.status = 'ready'
        stores.activity.transactions = fixtureTransactions(3, FIXTURE_ADDRESS)
      },
    })
    core.stores.router.history = [{ view: 'Account', params: undefined }]
    const view = await renderForTest(core, <AccountTabs />)
    cleanup = view.unmount
    const byId = (id: string) => view.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    expect(byId('w3m-token-list')?.textContent).toContain('USD Coin')
    expect(byId('w3m-tab-tokens')?.getAttribute('aria-selected')).toBe('true')
    await act(async () => byId('w3m-tab-activity')?.click())
    expect(
      byId('w3m-activity-list')?.querySelectorAll('[data-testid="w3m-activity-row"]'),
    ).toHaveLength(3)
    await act(async () => byId('w3m-account-send')?.click())
    expect(core.stores.router.current.view).toBe('WalletSend')
    await act(async () => byId('w3m-account-receive')?.click())
    expect(core.stores.router.current.view).toBe('WalletReceive')
  })
})
