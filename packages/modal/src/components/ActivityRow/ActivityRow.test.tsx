import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { fixtureTransactions } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { ActivityRow } from './ActivityRow'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('ActivityRow', () => {
  it('shows direction, counterparty, status, time and amount', async () => {
    const [sent] = fixtureTransactions(1, FIXTURE_ADDRESS)
    if (!sent) throw new Error('fixture')
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ActivityRow transaction={sent} owner={FIXTURE_ADDRESS} />,
    )
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Sent to 0x7099…79C8')
    expect(view.container.textContent).toContain('Confirmed · Nov 20, 12:00 AM')
    expect(view.container.querySelector('[data-testid="w3m-activity-amount"]')?.textContent).toBe(
      '−0.01 ETH',
    )
  })
})
