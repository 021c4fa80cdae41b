import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { renderForTest } from '../testing/renderForTest'
import { ModalShell } from './ModalRoot'

afterEach(() => {
  document.body.innerHTML = ''
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
