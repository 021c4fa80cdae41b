import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coreOf } from '../app/createModal'
import { defineW3mElements } from './defineElements'

const WALLETS = {
  count: 2,
  data: [
    { id: 'w1', name: 'Wallet One', image_id: 'i1' },
    { id: 'w2', name: 'Wallet Two', image_id: 'i2' },
  ],
}

function answer(url: string): unknown {
  if (url.includes('/getWallets')) return WALLETS
  if (url.includes('project-limits'))
    return { planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false } }
  if (url.includes('/appkit/v1/config')) return { features: [] }
  return {}
}

async function waitFor(check: () => boolean, timeout = 8000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('condition not met in time')
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))

// Both elements: no network (the explorer answers from fixtures), React's act environment.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) => new Response(JSON.stringify(answer(String(url))), { status: 200 }),
    ),
  )
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  defineW3mElements()
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('<w3m-modal>', () => {
  it('is defined once, even when registered twice', () => {
    const first = customElements.get('w3m-modal')
    defineW3mElements()
    expect(customElements.get('w3m-modal')).toBe(first)
    expect(customElements.get('w3m-button')).toBeDefined()
  })

  it('opens an accessible dialog on Connect, closes on Escape, and tells the host by events', async () => {
    const element = document.createElement('w3m-modal')
    element.setAttribute('project-id', '11111111111111111111111111111111')
    element.setAttribute('explorer-api-url', 'http://127.0.0.1:4100')
    const events: string[] = []
    for (const type of ['w3m:open', 'w3m:close'])
      element.addEventListener(type, () => events.push(type))
    document.body.append(element)
    await flush()
    await act(async () => element.open())
    await flush()
    const root = element.shadowRoot as ShadowRoot
    await waitFor(() => root.textContent?.includes('Wallet One') ?? false)
    const dialog = root.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect wallet')
    expect(root.textContent).toContain('All wallets')
    await act(async () =>
      dialog.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
      ),
    )
    expect(root.querySelector('[role="dialog"]')).toBeNull()
    expect(events).toEqual(['w3m:open', 'w3m:close'])
  })

  it('renders nothing before the first open, then the dialog at once: its shell, Connect once its chunk is in', async () => {
    const element = document.createElement('w3m-modal')
    element.setAttribute('project-id', '11111111111111111111111111111111')
    element.setAttribute('explorer-api-url', 'http://127.0.0.1:4100')
    document.body.append(element)
    await flush()
    const root = element.shadowRoot as ShadowRoot
    const dialog = () => root.querySelector<HTMLElement>('[role="dialog"]')
    // Before the first open (and before the page is idle, when the shell is drawn ahead, hidden):
    // no dialog, nothing asked of the explorer.
    expect(dialog()).toBeNull()
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()
    // The open's own render shows the dialog: its shell (Connect's title, the page's wallets) while
    // ModalApp's chunk loads (once loaded, as in this file's earlier tests, Connect at once).
    await act(async () => element.open())
    expect(dialog()?.textContent).toContain('Connect wallet')
    expect(root.querySelectorAll('ul[aria-label="Wallets"] > li').length).toBeGreaterThan(0)
    // Then Connect itself, with the explorer's wallets.
    await waitFor(() => root.textContent?.includes('Wallet One') ?? false)
    expect(dialog()?.getAttribute('aria-busy')).toBeNull()
    expect(root.activeElement).not.toBeNull()
    await act(async () => element.close())
    expect(dialog()).toBeNull()
  })

  it('keeps its state when detached and re-attached', async () => {
    const element = document.createElement('w3m-modal')
    element.setAttribute('project-id', '11111111111111111111111111111111')
    document.body.append(element)
    await flush()
    await act(async () => element.open('Networks'))
    await act(async () => element.remove())
    await act(async () => document.body.append(element))
    const dialogText = () => element.shadowRoot?.querySelector('[role="dialog"]')?.textContent ?? ''
    await waitFor(() => dialogText().includes('Ethereum'), 4000).catch(() => {
      throw new Error(
        `dialog shows: ${dialogText()} / ${element.shadowRoot?.innerHTML.slice(0, 300)}`,
      )
    })
  })

  it('without a networks attribute offers Ethereum; a chain of the general list loads it first', async () => {
    const element = document.createElement('w3m-modal') as HTMLElement & {
      open(view: string): void
    }
    element.setAttribute('project-id', '11111111111111111111111111111111')
    element.setAttribute('networks', '10,8453,42220')
    let ready = false
    element.addEventListener('w3m:ready', () => {
      ready = true
    })
    document.body.append(element)
    const dialogText = () => element.shadowRoot?.querySelector('[role="dialog"]')?.textContent ?? ''
    // The modal is built once the general list has loaded, with every chain the attribute names.
    await waitFor(() => ready, 4000)
    await act(async () => element.open('Networks'))
    await waitFor(() => dialogText().includes('OP Mainnet'), 4000).catch(() => {
      throw new Error(`dialog shows: ${dialogText()}`)
    })
    expect(dialogText()).toContain('Base')
    expect(dialogText()).toContain('Celo')
    expect(dialogText()).not.toContain('Ethereum')
    element.remove()
  })

  it('renders nothing and reports APKT008 without a project-id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = document.createElement('w3m-modal')
    document.body.append(element)
    await flush()
    expect(element.shadowRoot?.childElementCount).toBe(0)
    expect(error.mock.calls.some(([first]) => String(first).includes('Project ID Missing'))).toBe(
      true,
    )
    error.mockRestore()
  })
})

describe('<w3m-button>', () => {
  it('opens the page modal, and once connected shows the short address and balance', async () => {
    const modal = document.createElement('w3m-modal')
    modal.setAttribute('project-id', '11111111111111111111111111111111')
    const button = document.createElement('w3m-button')
    document.body.append(button, modal)
    await flush()
    const inner = () => button.shadowRoot?.querySelector('button') as HTMLButtonElement
    await waitFor(() => inner()?.textContent === 'Connect Wallet' && !inner().disabled)
    // Set by hand before any open starts wagmi, which would report its own (empty) connection.
    await act(async () => {
      Object.assign(coreOf(modal.modal).stores.account, {
        status: 'connected',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        balance: '9999.98765',
        balanceSymbol: 'ETH',
      })
    })
    expect(inner().textContent).toBe('0xf39F…2266 · 9999.987 ETH')
    await act(async () => inner().click())
    expect(modal.modal.getState()).toMatchObject({ open: true, view: 'Account' })
  })
})
