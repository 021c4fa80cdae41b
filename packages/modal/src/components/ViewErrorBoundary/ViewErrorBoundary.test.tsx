import { act, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { lazyView } from '../../views/registry'
import { ViewErrorBoundary } from './ViewErrorBoundary'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  vi.restoreAllMocks()
})

/** Throws while `odd.broken` (odd data), renders once it is fixed. */
const odd = { broken: true }
function Odd() {
  if (odd.broken) throw new TypeError('odd data')
  return <p>fine now</p>
}

function Loaded() {
  return <p>loaded</p>
}

const retryButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Try again')

describe('ViewErrorBoundary', () => {
  it('shows Something went wrong for a render-time throw, and Try again renders the view again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    odd.broken = true
    const view = await renderForTest(
      createTestCore(),
      <ViewErrorBoundary>
        <Odd />
      </ViewErrorBoundary>,
    )
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Something went wrong')
    odd.broken = false
    await act(async () => retryButton(view.container)?.click())
    expect(view.container.textContent).toBe('fine now')
  })

  it('a lazy view whose chunk failed imports afresh on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<{ Loaded: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Loaded })
    const View = lazyView(load, 'Loaded')
    const view = await renderForTest(
      createTestCore(),
      <ViewErrorBoundary onRetry={View.retry}>
        <Suspense fallback={<p>loading</p>}>
          <View />
        </Suspense>
      </ViewErrorBoundary>,
    )
    cleanup = view.unmount
    await view.flush()
    expect(view.container.textContent).toContain('Something went wrong')
    await act(async () => retryButton(view.container)?.click())
    await view.flush()
    expect(view.container.textContent).toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
