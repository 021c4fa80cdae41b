import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { fixtureTransactions } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { Transactions } from './Transactions'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('Transactions', () => {
  it('lists the activity by month with a way to load more', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.activity.status = 'ready'
        stores.activity.transactions = fixtureTransactions(4, FIXTURE_ADDRESS)
        stores.activity.next = 'c2'
      },
    })
    const view = await renderForTest(core, <Transactions />)
    cleanup = view.unmount
    expect(view.container.querySelectorAll('[data-testid="w3m-activity-row"]')).toHaveLength(4)
    expect(view.container.querySelector('h3')?.textContent).toBe('November 2026')
    expect(view.container.textContent).toContain('Load more')
  })
})
