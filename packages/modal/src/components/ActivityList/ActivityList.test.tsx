import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { fixtureTransactions } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { ActivityList } from './ActivityList'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('ActivityList', () => {
  it('groups by month and asks for more at the end', async () => {
    const onLoadMore = vi.fn()
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ActivityList
        transactions={fixtureTransactions(12, FIXTURE_ADDRESS)}
        owner={FIXTURE_ADDRESS}
        status="ready"
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
      />,
    )
    cleanup = view.unmount
    const headings = [...view.container.querySelectorAll('h3')].map((h) => h.textContent)
    expect(headings).toEqual(['November 2026', 'October 2026'])
    expect(view.container.querySelectorAll('[data-testid="w3m-activity-row"]')).toHaveLength(12)
    ;[...view.container.querySelectorAll('button')]
      .find((b) => b.textContent === 'Load more')
      ?.click()
    expect(onLoadMore).toHaveBeenCalled()
  })

  it('shows an empty list with a reason after a failure', async () => {
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ActivityList
        transactions={[]}
        owner={FIXTURE_ADDRESS}
        status="error"
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => undefined}
      />,
    )
    cleanup = view.unmount
    expect(view.container.textContent).toContain('No activity yet')
    expect(view.container.textContent).toContain('Activity could not be loaded.')
  })
})
