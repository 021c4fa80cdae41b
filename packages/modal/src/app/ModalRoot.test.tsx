import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../actions/router'
import type { Core } from '../core/createCore'
import { CoreContext } from '../hooks/coreContext'
import { createTestCore } from '../testing/createTestCore'
import { renderForTest } from '../testing/renderForTest'
import { ModalRoot, ModalShell } from './ModalRoot'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** ModalRoot in a shadow root, as `<w3m-modal>` holds it (the views' styles are adopted there). */
async function renderRoot(core: Core) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const host = document.createElement('div')
  document.body.append(host)
  const container = host.attachShadow({ mode: 'open' })
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <CoreContext.Provider value={core}>
        <ModalRoot />
      </CoreContext.Provider>,
    ),
  )
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      host.remove()
    },
  }
}

/** One macrotask (React's scheduled work runs in its own). */
const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('ModalRoot', () => {
  it('shows the shell on the first open, then ModalApp as soon as its chunk is in, not 300 ms after the shell (docs/behaviour.md#first-open)', async () => {
    // Outside act, which lifts React's hold on a Suspense fallback (300 ms after it appeared, on
    // React's clock). The clock is stopped: a hold would never run out within the ticks below.
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    await import('./ModalApp')
    const core = createTestCore({ explorer: { getWallets: () => new Promise(() => {}) } })
    const host = document.createElement('div')
    document.body.append(host)
    const container = host.attachShadow({ mode: 'open' })
    const root = createRoot(container)
    root.render(
      <CoreContext.Provider value={core}>
        <ModalRoot />
      </CoreContext.Provider>,
    )
    const dialog = () => container.querySelector('[role="dialog"]')
    const state = () =>
      dialog()?.getAttribute('aria-busy') === 'true' ? 'shell' : dialog() ? 'app' : 'none'
    // Every dialog the open puts on screen, in turn.
    const seen: string[] = [state()]
    new MutationObserver(() => {
      if (seen.at(-1) !== state()) seen.push(state())
    }).observe(container, { childList: true, subtree: true, attributes: true })
    vi.spyOn(performance, 'now').mockReturnValue(performance.now())
    openModal(core.stores, 'Connect')
    for (let index = 0; index < 50 && state() !== 'app'; index++) await macrotask()
    expect(seen).toEqual(['none', 'shell', 'app'])
    expect(dialog()?.textContent).toContain('Connect wallet')
    // It goes on with the shell's entrance (begun 0 ms ago on the stopped clock), not a second one.
    const card = container.querySelector<HTMLElement>('[data-testid="w3m-dialog"]')
    expect(card?.style.animationDelay).toBe('0ms')
    expect(card?.getAttribute('data-entered')).toBeNull()
    root.unmount()
    host.remove()
  })

  it("puts the views' styles into the shell's shadow root before ModalApp renders (docs/behaviour.md#first-open)", async () => {
    const { paintedModalApp } = await import('./ModalApp')
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const shell = document.createElement('div')
    shadow.append(shell)
    expect(shadow.adoptedStyleSheets).toHaveLength(0)
    await paintedModalApp(() => shell)
    expect(shadow.adoptedStyleSheets).toHaveLength(1)
    expect(shadow.adoptedStyleSheets[0]?.cssRules.length).toBeGreaterThan(0)
  })

  it('renders nothing until the first open or toast', async () => {
    const core = createTestCore()
    const { container, unmount } = await renderRoot(core)
    await act(macrotask)
    expect(container.innerHTML).toBe('')
    unmount()
  })
})

describe('ModalShell (the dialog until the modal UI has come)', () => {
  it('takes focus from its opener, keeps Tab on itself, and gives focus back when it goes', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const core = createTestCore()
    const view = await renderForTest(core, <ModalShell />)
    const dialog = view.container.querySelector<HTMLElement>('[role="dialog"]')
    const close = view.container.querySelector<HTMLElement>('[data-testid="w3m-close"]')
    expect(document.activeElement).toBe(dialog)

    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    act(() => dialog?.dispatchEvent(tab))
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(close)
    act(() => close?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })))
    expect(document.activeElement).toBe(close)

    // The shell goes (the modal's UI in its place, or closed): focus is the opener's again, so the
    // dialog mounting next takes it as the focus to return on close.
    view.unmount()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape', async () => {
    const core = createTestCore()
    core.stores.modal.open = true
    const view = await renderForTest(core, <ModalShell />)
    const dialog = view.container.querySelector<HTMLElement>('[role="dialog"]')
    act(() => dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(core.stores.modal.open).toBe(false)
    view.unmount()
  })
})
