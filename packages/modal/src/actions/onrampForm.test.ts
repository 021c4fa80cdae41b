import { describe, expect, it, vi } from 'vitest'
import type { Core } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { FIXTURE_ONRAMP_OPTIONS, FIXTURE_ONRAMP_QUOTE } from '../testing/onrampFixtureData'
import {
  loadOnrampOptions,
  ONRAMP_ERRORS,
  onrampChoices,
  paymentMethodLimits,
  quoteOnramp,
  setOnrampField,
  validateOnrampAmount,
} from './onrampForm'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

/** A core whose Blockchain API answers the on-ramp calls with `fake`. */
function coreWith(fake: Partial<Core['blockchain']>): Core {
  const core = createTestCore({ fetch: apiFetch, connected: true })
  core.blockchain = { ...core.blockchain, ...fake } as Core['blockchain']
  return core
}

describe('on-ramp form', () => {
  it('offers the fiat currencies and the tokens sold on the connected chain', () => {
    const choices = onrampChoices(FIXTURE_ONRAMP_OPTIONS, 42161)
    expect(choices.paymentCurrencies).toEqual([
      { id: 'USD', min: '10.00', max: '7500.00', bankAccount: { min: '10', max: '25000' } },
      { id: 'EUR', min: '10.00', max: '7000.00', bankAccount: { min: '10', max: '25000' } },
    ])
    expect(choices.purchaseCurrencies).toEqual([
      { symbol: 'ETH', name: 'Ether', network: 'arbitrum' },
      { symbol: 'USDC', name: 'USD Coin', network: 'arbitrum' },
    ])
    expect(onrampChoices(FIXTURE_ONRAMP_OPTIONS, 1).purchaseCurrencies).toEqual([])
  })

  it('falls back to card 10–7500 and bank account 10–25000 for USD and EUR when the options name none', () => {
    const options = {
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [] },
        { id: 'EUR', payment_method_limits: [{ id: 'ach_bank_account', min: '20', max: '9000' }] },
        { id: 'GBP', payment_method_limits: [] },
      ],
      purchaseCurrencies: [],
    }
    const [usd, eur, gbp] = options.paymentCurrencies as [never, never, never]
    expect(paymentMethodLimits(usd, 'ach_bank_account')).toEqual({ min: '10', max: '25000' })
    expect(paymentMethodLimits(usd, 'card')).toEqual({ min: '10', max: '7500' })
    expect(paymentMethodLimits(eur, 'ach_bank_account')).toEqual({ min: '20', max: '9000' })
    expect(paymentMethodLimits(eur, 'card')).toEqual({ min: '10', max: '7500' })
    expect(paymentMethodLimits(gbp, 'ach_bank_account')).toBeUndefined()
    expect(onrampChoices(options, 8453).paymentCurrencies[0]).toEqual({
      id: 'USD',
      min: '10',
      max: '7500',
      bankAccount: { min: '10', max: '25000' },
    })
  })

  it('loads the options and picks USD and USDC', async () => {
    const core = coreWith({ getOnrampOptions: async () => FIXTURE_ONRAMP_OPTIONS })
    await loadOnrampOptions(core)
    expect(core.stores.onramp).toMatchObject({
      optionsStatus: 'ready',
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      error: undefined,
    })
  })

  it('a failed or malformed options answer shows a clear error and no options', async () => {
    apiFetch = vi.fn(
      async () => new Response(JSON.stringify({ paymentCurrencies: 'USD' })),
    ) as unknown as typeof fetch
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await loadOnrampOptions(core)
    expect(core.stores.onramp).toMatchObject({
      optionsStatus: 'error',
      error: ONRAMP_ERRORS.options,
      paymentCurrencies: [],
      purchaseCurrencies: [],
    })
  })

  it('checks the amount: a decimal string within the card limits', () => {
    const state = {
      paymentCurrency: 'EUR',
      paymentCurrencies: onrampChoices(FIXTURE_ONRAMP_OPTIONS, 8453).paymentCurrencies,
      paymentMethod: 'card' as const,
    }
    expect(validateOnrampAmount({ ...state, amount: '' })).toBe('Enter an amount')
    expect(validateOnrampAmount({ ...state, amount: '1e3' })).toBe('Enter an amount')
    expect(validateOnrampAmount({ ...state, amount: '-20' })).toBe('Enter an amount')
    expect(validateOnrampAmount({ ...state, amount: '9.99' })).toBe(
      'Enter an amount between 10.00 and 7000.00 EUR',
    )
    expect(validateOnrampAmount({ ...state, amount: '7000.01' })).toBe(
      'Enter an amount between 10.00 and 7000.00 EUR',
    )
    expect(validateOnrampAmount({ ...state, amount: '50.' })).toBeUndefined()
  })

  it('checks the amount against the bank-account (ACH) limits when the visitor pays by bank account', () => {
    const state = {
      paymentCurrencies: onrampChoices(FIXTURE_ONRAMP_OPTIONS, 8453).paymentCurrencies,
      paymentMethod: 'ach_bank_account' as const,
    }
    for (const paymentCurrency of ['USD', 'EUR']) {
      const form = { ...state, paymentCurrency }
      expect(validateOnrampAmount({ ...form, amount: '20000' })).toBeUndefined()
      expect(validateOnrampAmount({ ...form, amount: '25000' })).toBeUndefined()
      expect(validateOnrampAmount({ ...form, amount: '25000.01' })).toBe(
        `Enter an amount between 10 and 25000 ${paymentCurrency}`,
      )
      expect(validateOnrampAmount({ ...form, amount: '9' })).toBe(
        `Enter an amount between 10 and 25000 ${paymentCurrency}`,
      )
    }
  })

  it('pays by card when the fiat has no bank-account limits', async () => {
    const options = {
      ...FIXTURE_ONRAMP_OPTIONS,
      paymentCurrencies: [
        ...FIXTURE_ONRAMP_OPTIONS.paymentCurrencies,
        { id: 'GBP', payment_method_limits: [{ id: 'card', min: '10', max: '6000' }] },
      ],
    }
    const core = coreWith({ getOnrampOptions: async () => options })
    await loadOnrampOptions(core)
    setOnrampField(core, { field: 'paymentMethod', value: 'ach_bank_account' })
    expect(core.stores.onramp.paymentMethod).toBe('ach_bank_account')
    setOnrampField(core, { field: 'paymentCurrency', value: 'GBP' })
    expect(core.stores.onramp.paymentMethod).toBe('card')
    setOnrampField(core, { field: 'paymentMethod', value: 'ach_bank_account' })
    expect(core.stores.onramp.paymentMethod).toBe('card')
  })

  it('quotes the form on the connected network', async () => {
    const getOnrampQuote = vi.fn(async () => FIXTURE_ONRAMP_QUOTE)
    const core = coreWith({ getOnrampOptions: async () => FIXTURE_ONRAMP_OPTIONS, getOnrampQuote })
    await loadOnrampOptions(core)
    setOnrampField(core, { field: 'amount', value: '50' })
    await quoteOnramp(core)
    expect(getOnrampQuote).toHaveBeenCalledWith(
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'base' },
      undefined,
    )
    expect(core.stores.onramp).toMatchObject({ quoteStatus: 'ready', quote: FIXTURE_ONRAMP_QUOTE })
    // A new amount drops the quote of the old one.
    setOnrampField(core, { field: 'amount', value: '60' })
    expect(core.stores.onramp).toMatchObject({ quoteStatus: 'idle', quote: undefined })
  })

  it('an invalid amount asks nothing; a malformed quote is never half shown', async () => {
    const core = coreWith({ getOnrampOptions: async () => FIXTURE_ONRAMP_OPTIONS })
    await loadOnrampOptions(core)
    setOnrampField(core, { field: 'amount', value: '5' })
    await quoteOnramp(core)
    expect(core.stores.onramp.error).toBe('Enter an amount between 10.00 and 7500.00 USD')

    const { purchaseAmount: _dropped, ...partial } = FIXTURE_ONRAMP_QUOTE
    apiFetch = vi.fn(async () => new Response(JSON.stringify(partial))) as unknown as typeof fetch
    const real = createTestCore({ fetch: apiFetch, connected: true })
    Object.assign(real.stores.onramp, core.stores.onramp)
    setOnrampField(real, { field: 'amount', value: '50' })
    await quoteOnramp(real)
    expect(real.stores.onramp).toMatchObject({
      quoteStatus: 'error',
      quote: undefined,
      error: ONRAMP_ERRORS.quote,
    })
  })

  it('drops a quote that arrives after the form changed', async () => {
    let answer: (value: typeof FIXTURE_ONRAMP_QUOTE) => void = () => {}
    const core = coreWith({
      getOnrampOptions: async () => FIXTURE_ONRAMP_OPTIONS,
      getOnrampQuote: () => new Promise((resolve) => (answer = resolve)),
    })
    await loadOnrampOptions(core)
    setOnrampField(core, { field: 'amount', value: '50' })
    const pending = quoteOnramp(core)
    setOnrampField(core, { field: 'amount', value: '70' })
    answer(FIXTURE_ONRAMP_QUOTE)
    await pending
    expect(core.stores.onramp.quote).toBeUndefined()
  })
})
