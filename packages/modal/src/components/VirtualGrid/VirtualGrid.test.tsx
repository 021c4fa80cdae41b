import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROW_HEIGHT_PX, VirtualGrid } from './VirtualGrid'

const items = Array.from({ length: 1000 }, (_, index) => `Wallet ${index + 1}`)

describe('VirtualGrid', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('renders only the rows in view of 1,000 items, and follows the scroll', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    document.body.append(container)
    const onEndReached = vi.fn()
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <VirtualGrid
          items={items}
          label="All wallets"
          renderItem={(item) => <button type="button">{item}</button>}
          onEndReached={onEndReached}
        />,
      ),
    )
    const buttons = () =>
      [...container.querySelectorAll('button')].map((button) => button.textContent)
    // 380 px of view is 4 rows, plus 2 overscan rows below: 6 rows of 4.
    expect(buttons()).toHaveLength(24)
    expect(buttons()[0]).toBe('Wallet 1')
    expect(onEndReached).not.toHaveBeenCalled()

    const scroller = container.querySelector('section') as HTMLElement
    scroller.scrollTop = 247 * ROW_HEIGHT_PX
    await act(async () => scroller.dispatchEvent(new Event('scroll')))
    expect(buttons()).toContain('Wallet 1000')
    expect(buttons()).not.toContain('Wallet 1')
    expect(onEndReached).toHaveBeenCalled()
    await act(async () => root.unmount())
  })
})
