import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchConnectWallets } from '../actions/fetchWallets'
import { openModal } from '../actions/router'
import type { Core } from '../core/createCore'
import { CoreContext } from '../hooks/coreContext'
import { createTestCore } from '../testing/createTestCore'
import { createStoryCore } from '../testing/ModalStory'
import { renderForTest } from '../testing/renderForTest'
import { Connect } from '../views/Connect/Connect'
import { ModalRoot, ModalShell } from './ModalRoot'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
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

/**
 * A core open on Connect with its wallets being fetched by `getWallets`, on the test's clock (a
 * busy machine's late timers change nothing): the frame, its task and the wait pass when told.
 */
function fetchingWallets(getWallets: Core['explorer']['getWallets']): Core {
  const core = createTestCore({ explorer: { getWallets } })
  openModal(core.stores, 'Connect')
  void fetchConnectWallets(core)
  expect(core.stores.wallets.status).toBe('loading')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  return core
}

/** Whether `promise` has settled yet. */
function settles(promise: Promise<unknown>): () => boolean {
  let settled = false
  void promise.finally(() => (settled = true))
  return () => settled
}

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
    const overlay = container.querySelector<HTMLElement>('[data-testid="w3m-overlay"]')
    const card = container.querySelector<HTMLElement>('[data-testid="w3m-dialog"]')
    expect(overlay?.style.getPropertyValue('--w3m-entrance-delay')).toBe('0ms')
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
    await paintedModalApp(createTestCore(), () => shell)
    expect(shadow.adoptedStyleSheets).toHaveLength(1)
    expect(shadow.adoptedStyleSheets[0]?.cssRules.length).toBeGreaterThan(0)
  })

  it("keeps the shell up while Connect's wallets are being fetched, then shows Connect with them in one render (docs/behaviour.md#first-open)", async () => {
    let answer: (page: { count: number; data: never[] }) => void = () => {}
    const core = fetchingWallets(() => new Promise((resolve) => (answer = resolve)))
    const { paintedModalApp, WALLETS_WAIT_MS } = await import('./ModalApp')
    const loaded = settles(paintedModalApp(core))
    await vi.advanceTimersByTimeAsync(WALLETS_WAIT_MS - 10)
    expect(loaded()).toBe(false)
    answer({ count: 0, data: [] })
    await vi.advanceTimersByTimeAsync(0)
    expect(loaded()).toBe(true)
    expect(core.stores.wallets.status).toBe('ready')
  })

  it("keeps the shell up until the answer's images have loaded or failed, not only the answer (docs/behaviour.md#first-open)", async () => {
    const images: Array<{
      src: string
      onload: (() => void) | null
      onerror: (() => void) | null
      decoded: { resolve(): void; reject(): void }
    }> = []
    vi.stubGlobal(
      'Image',
      class {
        src = ''
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        decoded = { resolve() {}, reject() {} }
        constructor() {
          images.push(this)
        }
        decode() {
          return new Promise<void>((resolve, reject) => (this.decoded = { resolve, reject }))
        }
      },
    )
    let answer: (page: { count: number; data: never[] }) => void = () => {}
    const core = fetchingWallets(() => new Promise((resolve) => (answer = resolve)))
    const { paintedModalApp } = await import('./ModalApp')
    const loaded = settles(paintedModalApp(core))
    await vi.advanceTimersByTimeAsync(20)
    const wallets = [
      { id: 'w1', name: 'Wallet One', image_id: 'i1' },
      { id: 'w2', name: 'Wallet Two', image_id: 'i2' },
    ]
    answer({ count: 2, data: wallets as never[] })
    await vi.advanceTimersByTimeAsync(10)
    expect(core.stores.wallets.status).toBe('ready')
    expect(images.map((image) => image.src)).toEqual(
      wallets.map((wallet) => core.explorer.walletImageUrl(wallet.image_id)),
    )
    expect(loaded()).toBe(false)
    // As in a browser: the load (or error) event, then decode's answer.
    images[0]?.onload?.()
    images[0]?.decoded.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(loaded()).toBe(false)
    images[1]?.onerror?.()
    images[1]?.decoded.reject()
    await vi.advanceTimersByTimeAsync(0)
    expect(loaded()).toBe(true)
  })

  it('keeps the shell up until the project (plan, features, origins) has answered too: a wallet chosen in the shell connects as Connect mounts, after the plan is known (docs/behaviour.md#first-open)', async () => {
    let answer: (page: { count: number; data: never[] }) => void = () => {}
    const core = fetchingWallets(() => new Promise((resolve) => (answer = resolve)))
    core.stores.project.status = 'loading'
    const { paintedModalApp } = await import('./ModalApp')
    const loaded = settles(paintedModalApp(core))
    await vi.advanceTimersByTimeAsync(20)
    answer({ count: 0, data: [] })
    await vi.advanceTimersByTimeAsync(10)
    expect(core.stores.wallets.status).toBe('ready')
    expect(loaded()).toBe(false)
    core.stores.project.status = 'ready'
    await vi.advanceTimersByTimeAsync(0)
    expect(loaded()).toBe(true)
  })

  it('shows Connect without its wallets once WALLETS_WAIT_MS have passed with the explorer silent, and at once off Connect', async () => {
    const core = fetchingWallets(() => new Promise<never>(() => {}))
    const { paintedModalApp, WALLETS_WAIT_MS } = await import('./ModalApp')
    const loaded = settles(paintedModalApp(core))
    await vi.advanceTimersByTimeAsync(WALLETS_WAIT_MS - 10)
    expect(loaded()).toBe(false)
    await vi.advanceTimersByTimeAsync(WALLETS_WAIT_MS)
    expect(loaded()).toBe(true)
    expect(core.stores.wallets.status).toBe('loading')
    // Another view: nothing to wait for but the frame.
    core.stores.router.current = { view: 'Networks', params: undefined } as never
    const again = settles(paintedModalApp(core))
    await vi.advanceTimersByTimeAsync(50)
    expect(again()).toBe(true)
  })

  it('draws the shell ahead once the page is idle, hidden and inert, and the first open shows that same dialog (docs/behaviour.md#first-open)', async () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => {})
    // No frame comes: the modal's UI, which waits for one after the open, never replaces the shell
    // while the test looks at it, however slow the machine.
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const getWallets = vi.fn(() => new Promise<never>(() => {}))
    const core = createTestCore({ explorer: { getWallets } })
    const { container, unmount } = await renderRoot(core)
    await act(macrotask)
    // Nothing before the page is idle.
    expect(container.innerHTML).toBe('')
    expect(idle).toHaveLength(1)
    await act(async () => idle[0]?.())
    const root = container.querySelector<HTMLElement>('.w3m-root')
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')
    expect(root?.hasAttribute('data-ahead')).toBe(true)
    expect(root?.hasAttribute('inert')).toBe(true)
    expect(root?.getAttribute('aria-hidden')).toBe('true')
    // Hidden, it takes no focus and asks the explorer nothing.
    expect(document.activeElement).toBe(opener)
    expect(getWallets).not.toHaveBeenCalled()

    // Frames on the test's clock from here: one passes when told.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    await act(async () => openModal(core.stores, 'Connect'))
    expect(container.querySelector('[role="dialog"]')).toBe(dialog)
    expect(root?.hasAttribute('data-ahead')).toBe(false)
    expect(root?.hasAttribute('inert')).toBe(false)
    expect(root?.hasAttribute('aria-hidden')).toBe(false)
    // Focus moves in once the frame that shows it has painted, not in the click.
    expect(document.activeElement).toBe(opener)
    await act(async () => vi.advanceTimersByTime(17))
    expect(container.querySelector('[role="dialog"]')).toBe(dialog)
    expect(container.activeElement).toBe(dialog)
    unmount()
  })
})

describe('ModalShell (the dialog until the modal UI has come)', () => {
  it('takes focus from its opener, keeps Tab on itself, and gives focus back when it goes', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const core = createTestCore()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const view = await renderForTest(core, <ModalShell />)
    const dialog = view.container.querySelector<HTMLElement>('[role="dialog"]')
    const close = view.container.querySelector<HTMLElement>('[data-testid="w3m-close"]')
    // Once its first frame has painted.
    expect(document.activeElement).toBe(opener)
    await act(async () => vi.advanceTimersByTime(17))
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

  it('gone before its first frame has painted, leaves focus where it is', async () => {
    const opener = document.createElement('button')
    const other = document.createElement('button')
    document.body.append(opener, other)
    opener.focus()
    const core = createTestCore()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const view = await renderForTest(core, <ModalShell />)
    other.focus()
    const refocus = vi.spyOn(opener, 'focus')
    // It never held focus: going, it hands none back to the opener.
    view.unmount()
    await act(async () => vi.advanceTimersByTime(17))
    expect(refocus).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(other)
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

  it("lists the page's wallets as Connect's first rows, in the same places, under boxes the size of Connect's sign-in block (docs/behaviour.md#first-open)", async () => {
    const core = createStoryCore({
      options: { features: { email: true, socials: ['google', 'x', 'discord'] } },
      setup: (stores) => {
        stores.wallets.recommended = []
        stores.wallets.count = 0
        stores.wallets.status = 'loading'
        stores.connectors.connectors.push(
          // Cleaned as Connect cleans it; a malformed rdns is not listed.
          announced('io.second', '\u202eSecond\u200b', 1),
          announced('not an rdns', 'Hostile', 2),
        )
      },
    })
    const rows = (container: HTMLElement) =>
      [...container.querySelectorAll('ul[aria-label="Wallets"] > li')].map((row) =>
        row.classList.contains('w3m-skeleton')
          ? 'placeholder'
          : `${row.querySelector('button')?.dataset.testid} ${row.textContent}`,
      )
    const shell = await renderForTest(core, <ModalShell />)
    const connect = await renderForTest(core, <Connect />)
    expect(rows(shell.container)).toEqual([
      'w3m-wallet-dev.w3m.devnet-wallet Devnet Walletinstalled',
      'w3m-wallet-io.second Secondinstalled',
      'placeholder',
    ])
    expect(rows(shell.container)).toEqual(rows(connect.container))
    // The sign-in block's boxes: the email field, the first social's wide button, the two others
    // in a row, the divider.
    const view = shell.container.querySelector('.w3m-view')
    expect([...(view?.children ?? [])].map((child) => child.className)).toEqual([
      'w3m-input w3m-ghost',
      'w3m-social w3m-social-wide w3m-ghost',
      'w3m-socials',
      'w3m-divider w3m-ghost',
      'w3m-list',
    ])
    expect(view?.querySelector('.w3m-socials')?.children).toHaveLength(2)
    shell.unmount()
    connect.unmount()
  })

  it('draws no sign-in boxes when Connect has none, and only placeholders for a list narrowed to a namespace', async () => {
    const core = createStoryCore({ options: { features: { email: false, socials: [] } } })
    const plain = await renderForTest(core, <ModalShell />)
    expect(plain.container.querySelector('.w3m-ghost')).toBeNull()
    expect(
      plain.container.querySelector('[data-testid="w3m-wallet-dev.w3m.devnet-wallet"]'),
    ).not.toBeNull()
    plain.unmount()
    core.stores.modal.connectNamespace = 'solana'
    const narrowed = await renderForTest(core, <ModalShell />)
    expect(narrowed.container.querySelectorAll('.w3m-skeleton')).toHaveLength(3)
    expect(narrowed.container.querySelector('[data-testid^="w3m-wallet-"]')).toBeNull()
    narrowed.unmount()
  })

  it('hands a wallet chosen in the shell to Connect, which chooses it as it mounts', async () => {
    const core = createStoryCore({ setup: (stores) => (stores.wallets.status = 'loading') })
    const shell = await renderForTest(core, <ModalShell />)
    act(() =>
      shell.container
        .querySelector<HTMLElement>('[data-testid="w3m-wallet-dev.w3m.devnet-wallet"]')
        ?.click(),
    )
    expect(core.shellChoice).toBe('dev.w3m.devnet-wallet')
    // Nothing happens in the shell itself: the choice waits for Connect's own rule.
    expect(core.stores.router.current.view).toBe('Connect')
    shell.unmount()
    const connect = await renderForTest(core, <Connect />)
    expect(core.stores.router.current).toMatchObject({
      view: 'ConnectingExternal',
      params: { connectorId: 'dev.w3m.devnet-wallet' },
    })
    expect(core.shellChoice).toBeUndefined()
    connect.unmount()
  })
})

/** A wallet the page announced (EIP-6963), as the first load's listener lists it. */
function announced(rdns: string, name: string, serial: number) {
  return {
    id: rdns,
    name,
    type: 'ANNOUNCED' as const,
    chain: 'eip155' as const,
    rdns,
    uuid: `6f2a1c52-4d0c-4a4e-9c8e-1f2a3b4c5d6${serial}`,
  }
}
