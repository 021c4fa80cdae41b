// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyTheme } from './applyTheme'
import { ARM_DELAY_MS } from './armWhenVisible'
import { createApprovalUi } from './createApprovalUi'

const PARENT = 'https://dapp.example'

const buttonOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)!
const click = (root: HTMLElement, label: string) => buttonOf(root, label).click()

/** The browser's visibility report, played by the test: v2 entries with `isVisible`. */
const observers: Array<(entries: unknown[]) => void> = []
const report = (isVisible: boolean) => {
  for (const notify of observers)
    notify([{ isVisible, isIntersecting: isVisible, intersectionRatio: 1 }])
}

beforeEach(() => {
  vi.useFakeTimers()
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(notify: (entries: unknown[]) => void) {
        observers.push(notify)
      }
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Shows the current card and waits until it is armed. */
function seeCard() {
  report(true)
  vi.advanceTimersByTime(ARM_DELAY_MS)
}

const source = (name: string | null) => ({ getDappName: () => name, parentOrigin: PARENT })

describe('createApprovalUi', () => {
  it('shows one request at a time and resolves with the choice', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    const ui = createApprovalUi(root, source('Demo dapp'))
    expect(root.textContent).toBe('Secure wallet ready.')
    const first = ui.request({ title: 'Sign message', rows: [['Message', 'hello <b>']] })
    const second = ui.request({ title: 'Send transaction', rows: [['Amount', '1 ETH']] })
    const dialog = root.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('aria-labelledby')).toBe('approval-title')
    expect(dialog.textContent).toContain('Demo dapp requests your approval')
    // Text, never markup: a message cannot inject elements into the card.
    expect(root.querySelector('dd')!.textContent).toBe('hello <b>')
    expect(root.querySelector('b')).toBeNull()
    seeCard()
    click(root, 'Approve')
    expect(await first).toBe(true)
    expect(root.querySelector('h1')!.textContent).toBe('Send transaction')
    click(root, 'Reject')
    expect(await second).toBe(false)
    expect(ui.pendingCount).toBe(0)
  })

  it('RPC_ABORT rejects every open request', async () => {
    const root = document.createElement('div')
    const ui = createApprovalUi(root, source(null))
    const pending = [ui.request({ title: 'a', rows: [] }), ui.request({ title: 'b', rows: [] })]
    ui.abortAll()
    expect(await Promise.all(pending)).toEqual([false, false])
    expect(root.textContent).toBe('Secure wallet ready.')
  })
})

describe('the card against clickjacking', () => {
  it('Approve does nothing until the card has been visible for the arming delay', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    const ui = createApprovalUi(root, source('Demo dapp'))
    let settled: boolean | undefined
    void ui.request({ title: 'Send transaction', rows: [] }).then((value) => {
      settled = value
    })
    const approve = buttonOf(root, 'Approve')
    // Not visible yet (the page has not shown the frame): no amount of waiting arms it.
    vi.advanceTimersByTime(ARM_DELAY_MS * 3)
    click(root, 'Approve')
    expect(approve.disabled).toBe(true)
    // Shown, but clicked before the delay ran out.
    report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS - 50)
    click(root, 'Approve')
    await Promise.resolve()
    expect(settled).toBeUndefined()
    // Hidden again (the page slid it away or covered it): the wait starts over when it is back.
    report(false)
    report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS - 50)
    click(root, 'Approve')
    await Promise.resolve()
    expect(settled).toBeUndefined()
    vi.advanceTimersByTime(50)
    expect(approve.disabled).toBe(false)
    click(root, 'Approve')
    await Promise.resolve()
    expect(settled).toBe(true)
  })

  it('focus given to the frame other than by a click starts the wait again; a click does not', () => {
    const root = document.createElement('div')
    document.body.append(root)
    const ui = createApprovalUi(root, source(null))
    void ui.request({ title: 'Sign message', rows: [] })
    const approve = buttonOf(root, 'Approve')
    seeCard()
    expect(approve.disabled).toBe(false)
    // The page focuses the frame, hoping the visitor's next Enter lands on the card.
    window.dispatchEvent(new Event('focus'))
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(approve.disabled).toBe(false)
    // The visitor clicks into the frame: the focus that comes with the click keeps it armed.
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('focus'))
    expect(approve.disabled).toBe(false)
  })

  it('focuses the card, never Approve, and shows the verified origin beside the claimed name', () => {
    const root = document.createElement('div')
    document.body.append(root)
    const ui = createApprovalUi(root, source('Uniswap\u202Eevil'))
    void ui.request({ title: 'Sign message', rows: [] })
    seeCard()
    const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!
    expect(document.activeElement).toBe(dialog)
    expect(document.activeElement).not.toBe(buttonOf(root, 'Approve'))
    expect(dialog.textContent).toContain('Uniswapevil requests your approval')
    expect(root.querySelector('[data-testid="w3m-approval-origin"]')!.textContent).toBe(
      `Site ${PARENT}`,
    )
  })

  it('Reject works at once: refusing needs no delay', async () => {
    const root = document.createElement('div')
    const ui = createApprovalUi(root, source(null))
    const pending = ui.request({ title: 'a', rows: [] })
    click(root, 'Reject')
    expect(await pending).toBe(false)
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
