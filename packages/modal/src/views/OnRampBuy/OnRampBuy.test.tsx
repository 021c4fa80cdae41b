import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../core/createCore'
import de from '../../i18n/catalogs/de'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_ONRAMP_OPTIONS, FIXTURE_ONRAMP_QUOTE } from '../../testing/onrampFixtureData'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { OnRampBuy, QUOTE_DEBOUNCE_MS } from './OnRampBuy'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  vi.restoreAllMocks()
})

const CHECKOUT = 'http://127.0.0.1:4100/onramp/checkout/order-1'

function fakeApi(core: Core, options: { options?: () => Promise<unknown> } = {}) {
  const api = {
    getOnrampOptions: vi.fn(options.options ?? (async () => FIXTURE_ONRAMP_OPTIONS)),
    getOnrampQuote: vi.fn(async () => FIXTURE_ONRAMP_QUOTE),
    getOnrampUrl: vi.fn(async () => CHECKOUT),
    getBalances: vi.fn(async () => []),
  }
  core.blockchain = api as unknown as Core['blockchain']
  return api
}

async function render(core: Core) {
  core.stores.router.history = [
    { view: 'Account', params: undefined },
    { view: 'OnRampBuy', params: undefined },
  ]
  const view = await renderForTest(core, <OnRampBuy />)
  cleanup = view.unmount
  await view.flush()
  const byId = <T extends HTMLElement>(id: string) =>
    view.container.querySelector<T>(`[data-testid="${id}"]`) as T
  return { ...view, byId }
}

const debounce = () =>
  act(async () => await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS + 50)))

describe('OnRampBuy', () => {
  it('offers the bank account (ACH) for USD with its limits, and checks the amount against them', async () => {
    const core = createTestCore({ connected: true })
    const api = fakeApi(core)
    const view = await render(core)
    expect(view.byId('w3m-onramp-limits').textContent).toBe('From 10.00 to 7500.00 USD')
    const method = view.byId<HTMLSelectElement>('w3m-onramp-method')
    expect([...method.options].map((option) => option.text)).toEqual(['Card', 'Bank account (ACH)'])
    await act(async () => {
      method.value = 'ach_bank_account'
      method.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(view.byId('w3m-onramp-limits').textContent).toBe('From 10 to 25000 USD')
    typeInto(view.byId('w3m-onramp-amount'), '30000')
    // Waited on the state, not the clock: the debounce may run late on a busy machine.
    await vi.waitFor(() =>
      expect(view.byId('w3m-onramp-error')?.textContent).toBe(
        'Enter an amount between 10 and 25000 USD',
      ),
    )
    // No quote once the debounce has passed either.
    await debounce()
    expect(api.getOnrampQuote).not.toHaveBeenCalled()
    typeInto(view.byId('w3m-onramp-amount'), '20000')
    await vi.waitFor(() => expect(api.getOnrampQuote).toHaveBeenCalledTimes(1))
    await act(async () => {})
    expect(view.byId('w3m-onramp-error')).toBeNull()
  })

  it('quotes the typed amount once typing pauses, then opens the checkout and waits', async () => {
    const core = createTestCore({ connected: true })
    const api = fakeApi(core)
    const view = await render(core)
    expect(view.byId<HTMLSelectElement>('w3m-onramp-token').value).toBe('USDC')
    expect(view.byId<HTMLSelectElement>('w3m-onramp-fiat').value).toBe('USD')
    expect(view.byId<HTMLButtonElement>('w3m-onramp-continue').disabled).toBe(true)
    typeInto(view.byId('w3m-onramp-amount'), '5')
    typeInto(view.byId('w3m-onramp-amount'), '50')
    // Waited on the state, not the clock: the debounce may run late on a busy machine.
    await vi.waitFor(() => expect(view.byId('w3m-onramp-receive')?.textContent).toBe('49.4 USDC'))
    // One quote for what was typed last, none for the keystroke before it.
    expect(api.getOnrampQuote).toHaveBeenCalledTimes(1)
    expect(view.byId('w3m-onramp-total').textContent).toBe('Total: 50.00 USD')
    expect(view.container.textContent).toContain('Network fee: 0.10 USD')

    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await act(async () => view.byId('w3m-onramp-continue').click())
    await view.flush()
    expect(open).toHaveBeenCalledWith('about:blank', 'w3m-onramp-checkout')
    expect(view.container.textContent).toContain('Waiting for your purchase')
    // The window was blocked: the checkout is still one link away.
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe(CHECKOUT)
  })

  it('shows an amount outside the limits in words, and asks no quote', async () => {
    const core = createTestCore({ connected: true })
    const api = fakeApi(core)
    const view = await render(core)
    typeInto(view.byId('w3m-onramp-amount'), '7500.01')
    await vi.waitFor(() =>
      expect(view.byId('w3m-onramp-error')?.textContent).toBe(
        'Enter an amount between 10.00 and 7500.00 USD',
      ),
    )
    // No quote once the debounce has passed either.
    await debounce()
    expect(api.getOnrampQuote).not.toHaveBeenCalled()
  })

  it('speaks German with German numbers: limits, the limits error and the quote', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => Object.assign(stores.options, { locale: 'de', catalog: de }),
    })
    const api = fakeApi(core)
    const view = await render(core)
    expect(view.byId('w3m-onramp-limits').textContent).toBe('Von 10,00 bis 7.500,00 USD')
    typeInto(view.byId('w3m-onramp-amount'), '7500.01')
    await vi.waitFor(() =>
      expect(view.byId('w3m-onramp-error')?.textContent).toBe(
        'Gib einen Betrag zwischen 10,00 und 7.500,00 USD ein',
      ),
    )
    // No quote once the debounce has passed either.
    await debounce()
    expect(api.getOnrampQuote).not.toHaveBeenCalled()
    typeInto(view.byId('w3m-onramp-amount'), '50')
    await vi.waitFor(() => expect(view.byId('w3m-onramp-receive')).not.toBeNull())
    expect(view.byId('w3m-onramp-receive').textContent).toBe('49,4 USDC')
    expect(view.byId('w3m-onramp-total').textContent).toBe('Gesamt: 50,00 USD')
    expect(view.container.textContent).toContain('Du erhältst 49,4 USDC')
    expect(view.byId('w3m-onramp-continue').textContent).toBe('Weiter')
  })

  it('failed options show an error and a retry', async () => {
    const core = createTestCore({ connected: true })
    fakeApi(core, {
      options: async () => {
        throw new Error('HTTP 500')
      },
    })
    const view = await render(core)
    expect(view.container.textContent).toContain('Buying is unavailable right now')
    fakeApi(core)
    const retry = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    )
    await act(async () => retry?.click())
    await view.flush()
    expect(view.byId('w3m-onramp-form')).not.toBeNull()
  })

  it('shows the purchase complete', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        Object.assign(stores.onramp, {
          purchaseStatus: 'success',
          watch: { symbol: 'USDC', amount: '49.4', before: '10' },
        })
      },
    })
    fakeApi(core)
    const view = await render(core)
    expect(view.container.textContent).toContain('Purchase complete')
    expect(view.container.textContent).toContain('Bought 49.4 USDC')
  })
})
