import { act, type ReactNode, useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { Dialog, ENTRANCE_MS } from './Dialog'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The time `performance.now()` gives while a test's dialog mounts. */
const clock = { now: 10_000 }

/** Rendered after the dialog itself: the render took until `until`. */
function LongRender({ until }: { until: number }) {
  clock.now = until
  return <p>view</p>
}

/** A dialog that continues a shell whose entrance began `ago` ms before it mounts. */
async function mount(ago: number | undefined, children: ReactNode = <p>view</p>) {
  clock.now = 10_000
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
  const view = await renderForTest(
    createTestCore(),
    <Dialog
      title="Connect wallet"
      shake={false}
      onRequestClose={() => {}}
      onClose={() => {}}
      entered
      enteredAt={ago === undefined ? undefined : 10_000 - ago}
    >
      {children}
    </Dialog>,
  )
  const overlay = view.container.querySelector<HTMLElement>('[data-testid="w3m-overlay"]')
  const card = view.container.querySelector<HTMLElement>('[data-testid="w3m-dialog"]')
  return { view, overlay, card }
}

describe('Dialog taking over from the shell (docs/behaviour.md#first-open)', () => {
  it("goes on with the shell's entrance from where it had got to, then holds still", async () => {
    const { view, overlay, card } = await mount(40)
    // The backdrop (the overlay's ::before) and the card both read the delay from the overlay.
    const delay = () => overlay?.style.getPropertyValue('--w3m-entrance-delay')
    expect(delay()).toBe('-40ms')
    for (const node of [overlay, card]) expect(node?.getAttribute('data-entered')).toBeNull()
    await act(async () => card?.dispatchEvent(new Event('animationend', { bubbles: true })))
    expect(delay()).toBe('')
    for (const node of [overlay, card]) expect(node?.getAttribute('data-entered')).toBe('true')
    view.unmount()
  })

  it('reads the time again once committed, so a long first render does not hold the entrance past the shell’s end', async () => {
    const delayAfter = async (until: number) => {
      const { view, overlay } = await mount(40, <LongRender until={until} />)
      const delay = overlay?.style.getPropertyValue('--w3m-entrance-delay')
      view.unmount()
      return delay
    }
    // 40 ms in when it rendered, 65 once committed.
    expect(await delayAfter(10_025)).toBe('-65ms')
    // Past the shell's end once committed: the entrance is at its end at once.
    expect(await delayAfter(10_100)).toBe(`-${ENTRANCE_MS}ms`)
  })

  it('plays no entrance once the shell’s has ended, or when its start is not known', async () => {
    for (const ago of [ENTRANCE_MS, undefined]) {
      const { view, overlay, card } = await mount(ago)
      expect(overlay?.style.getPropertyValue('--w3m-entrance-delay')).toBe('')
      for (const node of [overlay, card]) expect(node?.getAttribute('data-entered')).toBe('true')
      view.unmount()
    }
  })
})

// A sibling after the dialog: its layout effect runs in the commit that mounts the dialog,
// after the dialog's own, as an input event can come in before React's passive effects.
function PressEscape() {
  useLayoutEffect(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  }, [])
  return null
}

describe('Dialog keys', () => {
  it('closes on an Escape pressed in the commit that shows it, before its passive effects run', async () => {
    const onRequestClose = vi.fn()
    const view = await renderForTest(
      createTestCore(),
      <>
        <Dialog
          title="Connect wallet"
          shake={false}
          onRequestClose={onRequestClose}
          onClose={() => {}}
        >
          <p>view</p>
        </Dialog>
        <PressEscape />
      </>,
    )
    expect(onRequestClose).toHaveBeenCalledTimes(1)
    view.unmount()
  })

  it('moves focus in on its first view and returns it to the opener when it goes', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const view = await renderForTest(
      createTestCore(),
      <Dialog title="Connect wallet" shake={false} onRequestClose={() => {}} onClose={() => {}}>
        <input aria-label="Search" />
      </Dialog>,
    )
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search')
    view.unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})
