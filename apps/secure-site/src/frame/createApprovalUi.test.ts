// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyTheme } from './applyTheme'
import { createApprovalUi } from './createApprovalUi'

const click = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)!.click()

describe('createApprovalUi', () => {
  it('shows one request at a time and resolves with the choice', async () => {
    const root = document.createElement('div')
    const ui = createApprovalUi(root, () => 'Demo dapp')
    expect(root.textContent).toBe('Secure wallet ready.')
    const first = ui.request({ title: 'Sign message', rows: [['Message', 'hello <b>']] })
    const second = ui.request({ title: 'Send transaction', rows: [['Amount', '1 ETH']] })
    const dialog = root.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('aria-labelledby')).toBe('approval-title')
    expect(dialog.textContent).toContain('Demo dapp requests your approval')
    // Text, never markup: a message cannot inject elements into the card.
    expect(root.querySelector('dd')!.textContent).toBe('hello <b>')
    expect(root.querySelector('b')).toBeNull()
    click(root, 'Approve')
    expect(await first).toBe(true)
    expect(root.querySelector('h1')!.textContent).toBe('Send transaction')
    click(root, 'Reject')
    expect(await second).toBe(false)
    expect(ui.pendingCount).toBe(0)
  })

  it('RPC_ABORT rejects every open request', async () => {
    const root = document.createElement('div')
    const ui = createApprovalUi(root, () => null)
    const pending = [ui.request({ title: 'a', rows: [] }), ui.request({ title: 'b', rows: [] })]
    ui.abortAll()
    expect(await Promise.all(pending)).toEqual([false, false])
    expect(root.textContent).toBe('Secure wallet ready.')
  })
})

describe('applyTheme', () => {
  it('sets the mode and plain variables, and drops values that could smuggle CSS', () => {
    const root = document.createElement('html')
    applyTheme(root, {
      themeMode: 'dark',
      themeVariables: {
        '--w3m-accent': '#ff0066',
        '--w3m-font-family': 'url(https://x)',
        '--w3m-color-mix': 'red; } body { display: none',
        '--unknown': 'blue',
      },
    })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--frame-font')).toBe('')
    expect(root.style.getPropertyValue('--frame-mix')).toBe('')
  })
})
