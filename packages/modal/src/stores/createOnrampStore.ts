import type { OnrampOptionsResponse, OnrampQuoteResponse } from '@w3m/api-schemas'
import { proxy } from 'valtio/vanilla'

/** A fiat currency the on-ramp takes, with its card limits (decimal strings in that currency). */
export type OnrampPaymentCurrency = {
  id: string
  /** Card limits. */
  min: string
  max: string
  /** Bank-account (ACH) limits, when the options or the fallback name them. */
  bankAccount?: { min: string; max: string }
}

/** A token the on-ramp sells on the connected chain, and that chain's on-ramp network name. */
export type OnrampPurchaseCurrency = { symbol: string; name: string; network: string }

/** The on-ramp quote of docs/behaviour.md#state. */
export type OnrampQuote = OnrampQuoteResponse

/** Buy-with-fiat state: the options, the form, its live quote and the purchase under way. */
export type OnrampState = {
  optionsStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** Whose options these are (CAIP-2 chain), so a switch reloads them. */
  optionsKey: string | undefined
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrency: string
  purchaseCurrency: string
  /** How the visitor pays: by card, or by bank account (ACH) where the currency has its limits. */
  paymentMethod: 'card' | 'ach_bank_account'
  /** The fiat amount as typed: a decimal string (docs/behaviour.md#validation) or empty. */
  amount: string
  quote: OnrampQuote | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** 'opening' while the checkout URL is made; 'waiting' until the balance rises. */
  purchaseStatus: 'idle' | 'opening' | 'waiting' | 'success'
  /** What the purchase is watched for: the token and its balance before the checkout (null: unread). */
  watch: { symbol: string; amount: string; before: string | null } | undefined
  /** The checkout URL, shown as a link when the window could not be opened. */
  checkoutUrl: string | undefined
  /** A visitor-facing problem with the form, the quote or the checkout. */
  error: string | undefined
}

/** An empty buy form. */
const DEFAULT_ONRAMP_STATE: Readonly<OnrampState> = Object.freeze({
  optionsStatus: 'idle',
  optionsKey: undefined,
  paymentCurrencies: [],
  purchaseCurrencies: [],
  paymentCurrency: '',
  purchaseCurrency: '',
  paymentMethod: 'card',
  amount: '',
  quote: undefined,
  quoteStatus: 'idle',
  purchaseStatus: 'idle',
  watch: undefined,
  checkoutUrl: undefined,
  error: undefined,
} satisfies OnrampState)

/** A fresh on-ramp store. */
export function createOnrampStore() {
  return proxy<OnrampState>(structuredClone(DEFAULT_ONRAMP_STATE) as OnrampState)
}

/** The options response, for actions that map it into the store. */
export type { OnrampOptionsResponse }
