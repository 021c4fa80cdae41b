import type { Core } from '../core/createCore'
import { BaseError, type BaseErrorParameters } from '../errors/baseError'
import type {
  OnrampOptionsResponse,
  OnrampPaymentCurrency,
  OnrampState,
} from '../stores/createOnrampStore'
import { formatMessage } from '../utils/formatMessage'
import { isDecimalString } from '../utils/parseDecimal'
import { reportError } from './reportError'

/**
 * On-ramp limits per payment method (docs/behaviour.md#limits), used for USD and EUR when the
 * options name none for that method.
 */
const FALLBACK_LIMITS = {
  card: { min: '10', max: '7500' },
  ach_bank_account: { min: '10', max: '25000' },
} as const
/** The fiat currencies the fallback limits are for. */
const FALLBACK_CURRENCIES: readonly string[] = ['USD', 'EUR']

/** A payment method with limits of its own. */
export type OnrampPaymentMethod = keyof typeof FALLBACK_LIMITS

type PaymentCurrencyOption = OnrampOptionsResponse['paymentCurrencies'][number]

/**
 * The limits of paying `currency` by `method`: those the options name, else the fallback for USD
 * and EUR, else none.
 */
export function paymentMethodLimits(
  currency: PaymentCurrencyOption,
  method: OnrampPaymentMethod,
): { min: string; max: string } | undefined {
  const named = currency.payment_method_limits.find((limit) => limit.id === method)
  if (named) return { min: named.min, max: named.max }
  return FALLBACK_CURRENCIES.includes(currency.id) ? { ...FALLBACK_LIMITS[method] } : undefined
}

/** An on-ramp call failed or answered something the schemas refuse. */
export class OnrampError extends BaseError {
  override name = 'OnrampError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, { ...parameters, code: 'ONRAMP_FAILED' })
  }
}

/** Visitor-facing words of each failure (docs/behaviour.md#errors). */
export const ONRAMP_ERRORS = {
  options: 'Buying is unavailable right now',
  network: 'Buying is not available on this network',
  quote: 'Could not get a quote',
  amount: 'Enter an amount',
  checkout: 'Could not open the checkout',
  /** With the limits of the currency and method as `{min}`, `{max}` and `{currency}`. */
  range: 'Enter an amount between {min} and {max} {currency}',
} as const

/** The out-of-limits problem, in English; the view shows it translated with the same values. */
export const onrampRangeError = (limits: { min: string; max: string; currency: string }) =>
  formatMessage(ONRAMP_ERRORS.range, limits)

const caipOf = (core: Core) => {
  const chainId = core.stores.chain.walletChainId
  return chainId === undefined ? undefined : `eip155:${chainId}`
}

/** What the options offer on chain `chainId`: the fiat currencies and the tokens sold there. */
export function onrampChoices(options: OnrampOptionsResponse, chainId: number) {
  const paymentCurrencies = options.paymentCurrencies.map((currency) => {
    const card =
      paymentMethodLimits(currency, 'card') ??
      currency.payment_method_limits[0] ??
      FALLBACK_LIMITS.card
    const bankAccount = paymentMethodLimits(currency, 'ach_bank_account')
    return {
      id: currency.id,
      min: card.min,
      max: card.max,
      ...(bankAccount ? { bankAccount } : {}),
    }
  })
  const purchaseCurrencies = options.purchaseCurrencies.flatMap((currency) => {
    const network = currency.networks.find((entry) => entry.chain_id === String(chainId))
    return network ? [{ symbol: currency.symbol, name: currency.name, network: network.name }] : []
  })
  return { paymentCurrencies, purchaseCurrencies }
}

/**
 * Loads the on-ramp options for the connected chain into the store and picks the first fiat and
 * token (USDC when sold). Failures and bad responses leave no options and a clear error; they
 * are asked again on `retry` (Try again) or once the view resets them to idle.
 */
export async function loadOnrampOptions(
  core: Core,
  parameters: { retry?: boolean } = {},
): Promise<void> {
  const { onramp, chain } = core.stores
  const key = caipOf(core)
  const chainId = chain.walletChainId
  if (!key || chainId === undefined) return
  // Loaded, loading or failed for this chain already: a failure is asked again only on retry.
  const again = parameters.retry === true && onramp.optionsStatus === 'error'
  if (onramp.optionsKey === key && onramp.optionsStatus !== 'idle' && !again) return
  if (onramp.optionsKey !== key) {
    // Another chain: its own tokens and prices, so the old quote no longer applies.
    onramp.quote = undefined
    onramp.quoteStatus = 'idle'
  }
  onramp.optionsKey = key
  onramp.optionsStatus = 'loading'
  onramp.error = undefined
  try {
    const choices = onrampChoices(await core.blockchain.getOnrampOptions(), chainId)
    if (onramp.optionsKey !== key) return
    onramp.paymentCurrencies = choices.paymentCurrencies
    onramp.purchaseCurrencies = choices.purchaseCurrencies
    const keep = <T>(list: T[], pick: (item: T) => string, current: string, preferred?: string) =>
      list.some((item) => pick(item) === current)
        ? current
        : list.find((item) => pick(item) === preferred)
          ? (preferred as string)
          : list[0]
            ? pick(list[0])
            : ''
    onramp.paymentCurrency = keep(choices.paymentCurrencies, (c) => c.id, onramp.paymentCurrency)
    if (!onrampLimits(onramp)?.bank) onramp.paymentMethod = 'card'
    onramp.purchaseCurrency = keep(
      choices.purchaseCurrencies,
      (c) => c.symbol,
      onramp.purchaseCurrency,
      'USDC',
    )
    onramp.optionsStatus = 'ready'
    if (choices.purchaseCurrencies.length === 0) onramp.error = ONRAMP_ERRORS.network
  } catch (cause) {
    if (onramp.optionsKey !== key) return
    onramp.optionsStatus = 'error'
    onramp.error = ONRAMP_ERRORS.options
    reportError(core, {
      error: new OnrampError(ONRAMP_ERRORS.options, { cause }),
      context: 'loadOnrampOptions',
    })
  }
}

/** Sets a form field; the quote of other inputs no longer applies. */
export function setOnrampField(
  core: Core,
  {
    field,
    value,
  }: { field: 'amount' | 'paymentCurrency' | 'purchaseCurrency' | 'paymentMethod'; value: string },
): void {
  const { onramp } = core.stores
  if (field === 'paymentMethod')
    onramp.paymentMethod = value === 'ach_bank_account' ? 'ach_bank_account' : 'card'
  else onramp[field] = field === 'amount' ? value.replace(',', '.') : value
  // A fiat without bank-account limits is paid by card.
  if (!onrampLimits(onramp)?.bank) onramp.paymentMethod = 'card'
  onramp.quote = undefined
  onramp.quoteStatus = 'idle'
  if (onramp.optionsStatus === 'ready' && onramp.purchaseCurrencies.length > 0)
    onramp.error = undefined
}

/** The form's fields the limits depend on (the store, or a snapshot of it). */
type OnrampFormState = Pick<OnrampState, 'amount' | 'paymentCurrency' | 'paymentMethod'> & {
  paymentCurrencies: readonly Readonly<OnrampPaymentCurrency>[]
}

/**
 * The limits that apply to the form: the chosen method's (bank account only where the currency
 * has bank-account limits, else card), with the currency id; `bank` says whether ACH is offered.
 */
export function onrampLimits(
  state: Omit<OnrampFormState, 'amount'>,
): { min: string; max: string; currency: string; bank: boolean } | undefined {
  const currency = state.paymentCurrencies.find((c) => c.id === state.paymentCurrency)
  if (!currency) return undefined
  const bank = currency.bankAccount !== undefined
  const limits =
    state.paymentMethod === 'ach_bank_account' && currency.bankAccount
      ? currency.bankAccount
      : currency
  return { min: limits.min, max: limits.max, currency: currency.id, bank }
}

/**
 * The problem with the typed fiat amount (a decimal within the limits of the currency and the
 * payment method, docs/behaviour.md#validation), if any.
 */
export function validateOnrampAmount(state: OnrampFormState): string | undefined {
  const amount = state.amount.trim()
  if (!amount || !isDecimalString(amount) || !(Number(amount) > 0)) return ONRAMP_ERRORS.amount
  const limits = onrampLimits(state)
  if (!limits) return undefined
  if (Number(amount) < Number(limits.min) || Number(amount) > Number(limits.max))
    return onrampRangeError(limits)
  return undefined
}

/**
 * Quotes the form (call it debounced): what the amount buys, the fees and the total. An invalid
 * amount shows its problem and asks nothing; a stale answer (the form changed) is dropped.
 */
export async function quoteOnramp(
  core: Core,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { onramp } = core.stores
  const token = onramp.purchaseCurrencies.find((c) => c.symbol === onramp.purchaseCurrency)
  if (onramp.optionsStatus !== 'ready' || !token || !onramp.amount.trim()) return
  const problem = validateOnrampAmount(onramp)
  if (problem) {
    onramp.error = problem
    onramp.quoteStatus = 'idle'
    return
  }
  const method = onramp.paymentMethod
  const request = {
    purchaseCurrency: token.symbol,
    paymentCurrency: onramp.paymentCurrency,
    amount: onramp.amount.trim(),
    network: token.network,
  }
  const same = () =>
    onramp.amount.trim() === request.amount &&
    onramp.paymentCurrency === request.paymentCurrency &&
    onramp.purchaseCurrency === request.purchaseCurrency &&
    onramp.paymentMethod === method
  onramp.quoteStatus = 'loading'
  onramp.error = undefined
  try {
    const quote = await core.blockchain.getOnrampQuote(request, signal)
    if (signal?.aborted || !same()) return
    onramp.quote = quote
    onramp.quoteStatus = 'ready'
  } catch (cause) {
    if (signal?.aborted || !same()) return
    onramp.quote = undefined
    onramp.quoteStatus = 'error'
    onramp.error = ONRAMP_ERRORS.quote
    reportError(core, {
      error: new OnrampError(ONRAMP_ERRORS.quote, { cause }),
      context: 'quoteOnramp',
    })
  }
}
