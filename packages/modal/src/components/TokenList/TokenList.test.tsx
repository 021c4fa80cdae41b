import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { TokenList } from './TokenList'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('TokenList', () => {
  it('shows each token with quantity and value, and the total', async () => {
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <TokenList tokens={FIXTURE_TOKENS} status="ready" totalValue={30_629.63} />,
    )
    cleanup = view.unmount
    expect(view.container.querySelector('[data-testid="w3m-token-total"]')?.textContent).toBe(
      'Total $30,629.63',
    )
    const rows = [...view.container.querySelectorAll('[data-testid^="w3m-token-"]')].filter(
      (row) => row.getAttribute('data-testid') !== 'w3m-token-total' && row.tagName !== 'UL',
    )
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ether 9.8765 ETH$29,629.63',
      'USD Coin 1000 USDC$1,000.00',
    ])
  })

  it('says so when the balances are unavailable, and when there are none', async () => {
    const failed = await renderForTest(
      createTestCore({ connected: true }),
      <TokenList tokens={[]} status="error" />,
    )
    expect(failed.container.textContent).toContain('Token Balance Unavailable')
    failed.unmount()
    const empty = await renderForTest(
      createTestCore({ connected: true }),
      <TokenList tokens={[]} status="ready" />,
    )
    cleanup = empty.unmount
    expect(empty.container.textContent).toContain('No tokens yet')
  })
})
