import { type ReactNode, useEffect, useId } from 'react'
import { buyWithFiat, leaveOnramp } from '../../actions/buyWithFiat'
import {
  loadOnrampOptions,
  ONRAMP_ERRORS,
  onrampLimits,
  onrampRangeError,
  quoteOnramp,
  setOnrampField,
} from '../../actions/onrampForm'
import { EvmOnly } from '../../components/EvmOnly/EvmOnly'
import { Spinner } from '../../components/Spinner/Spinner'
import { TokenIcon } from '../../components/TokenRow/TokenRow'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useLocale, useT } from '../../i18n/translate'
import { formatDecimal } from '../../utils/formatDecimal'
import { CurrencyImage } from './CurrencyImage'
import { OnRampPurchase } from './OnRampPurchase'

/** How long typing must pause before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400

/** Buy with fiat: the fiat, the token and the amount, a live quote, then the checkout. */
export function OnRampBuy() {
  return (
    <EvmOnly message={ONRAMP_ERRORS.network}>
      <EvmOnRamp />
    </EvmOnly>
  )
}

/**
 * A labelled select with the chosen option's image beside it (the token, the fiat); `options`
 * are value and text pairs, `testId` names the select and, with `-image`, its frame.
 */
function ImageSelect(props: {
  label: string
  image: ReactNode
  value: string
  options: Array<[value: string, text: string]>
  onChange: (value: string) => void
  testId: string
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="w3m-text-secondary">
        {props.label}
      </label>
      <div className="w3m-select-image" data-testid={`${props.testId}-image`}>
        {props.image}
        <select
          id={id}
          className="w3m-input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          data-testid={props.testId}
        >
          {props.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}

/** Buy on an EVM network. */
function EvmOnRamp() {
  const core = useCore()
  const t = useT()
  const locale = useLocale()
  /** A fiat or token amount as the locale writes numbers (English keeps the service's digits). */
  const number = (value: string) => formatDecimal(value, locale)
  const onramp = useStoreState('onramp')
  const chain = useStoreState('chain')
  const ids = { amount: useId(), method: useId(), limits: useId() }
  const chainId = chain.walletChainId
  useEffect(() => {
    if (chainId !== undefined) void loadOnrampOptions(core)
  }, [core, chainId])
  useEffect(() => () => leaveOnramp(core), [core])
  const { amount, paymentCurrency, purchaseCurrency, paymentMethod, optionsStatus } = onramp
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new fiat or token asks for a new quote; the action reads them from the store
  useEffect(() => {
    // A quote (or its failure) for these inputs is already there: editing resets it to idle.
    if (optionsStatus !== 'ready' || !amount.trim() || core.stores.onramp.quoteStatus !== 'idle')
      return
    const controller = new AbortController()
    const timer = setTimeout(
      () => void quoteOnramp(core, { signal: controller.signal }),
      QUOTE_DEBOUNCE_MS,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [core, amount, paymentCurrency, purchaseCurrency, paymentMethod, optionsStatus])

  if (onramp.purchaseStatus === 'waiting' || onramp.purchaseStatus === 'success')
    return <OnRampPurchase />
  if (optionsStatus === 'idle' || optionsStatus === 'loading')
    return <Spinner label={t('Loading buy options')} />
  if (optionsStatus === 'error')
    return (
      <ViewStatus
        title={t('Buy')}
        description={onramp.error ? t(onramp.error) : undefined}
        tone="error"
      >
        <button
          type="button"
          className="w3m-button"
          onClick={() => void loadOnrampOptions(core, { retry: true })}
        >
          {t('Try again')}
        </button>
      </ViewStatus>
    )
  const quote = onramp.quoteStatus === 'ready' ? onramp.quote : undefined
  const limits = onrampLimits(onramp)
  const opening = onramp.purchaseStatus === 'opening'
  // The limits problem carries numbers: translated with them, in the locale's notation.
  const error =
    limits && onramp.error === onrampRangeError(limits)
      ? t(ONRAMP_ERRORS.range, {
          min: number(limits.min),
          max: number(limits.max),
          currency: limits.currency,
        })
      : onramp.error && t(onramp.error)
  // The received amount sits inside the sentence, wherever the locale puts it.
  const receive = t('You get {amount}').split('{amount}')
  return (
    <form
      className="w3m-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void buyWithFiat(core)
      }}
      data-testid="w3m-onramp-form"
    >
      <ImageSelect
        label={t('Buy')}
        image={<TokenIcon token={{ symbol: purchaseCurrency, iconUrl: '' }} />}
        value={purchaseCurrency}
        options={onramp.purchaseCurrencies.map((c) => [c.symbol, `${c.symbol} (${c.name})`])}
        onChange={(value) => setOnrampField(core, { field: 'purchaseCurrency', value: value })}
        testId="w3m-onramp-token"
      />
      <ImageSelect
        label={t('Pay with')}
        image={<CurrencyImage code={paymentCurrency} />}
        value={paymentCurrency}
        options={onramp.paymentCurrencies.map((c) => [c.id, c.id])}
        onChange={(value) => setOnrampField(core, { field: 'paymentCurrency', value: value })}
        testId="w3m-onramp-fiat"
      />
      {limits?.bank ? (
        <>
          <label htmlFor={ids.method} className="w3m-text-secondary">
            {t('Payment method')}
          </label>
          <select
            id={ids.method}
            className="w3m-input"
            value={paymentMethod}
            onChange={(event) =>
              setOnrampField(core, { field: 'paymentMethod', value: event.target.value })
            }
            data-testid="w3m-onramp-method"
          >
            <option value="card">{t('Card')}</option>
            <option value="ach_bank_account">{t('Bank account (ACH)')}</option>
          </select>
        </>
      ) : null}
      <label htmlFor={ids.amount} className="w3m-text-secondary">
        {t('Amount ({symbol})', { symbol: paymentCurrency })}
      </label>
      <input
        id={ids.amount}
        className="w3m-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        onChange={(event) => setOnrampField(core, { field: 'amount', value: event.target.value })}
        aria-describedby={limits ? ids.limits : undefined}
        data-testid="w3m-onramp-amount"
      />
      {limits ? (
        <p id={ids.limits} className="w3m-text-secondary" data-testid="w3m-onramp-limits">
          {t('From {min} to {max} {currency}', {
            min: number(limits.min),
            max: number(limits.max),
            currency: limits.currency,
          })}
        </p>
      ) : null}
      <div aria-live="polite" data-testid="w3m-onramp-quote">
        {onramp.quoteStatus === 'loading' ? (
          <p className="w3m-text-secondary">{t('Getting a quote…')}</p>
        ) : quote ? (
          <>
            <p className="w3m-strong">
              {receive[0]}
              <span data-testid="w3m-onramp-receive">
                {number(quote.purchaseAmount.amount)} {quote.purchaseAmount.currency}
              </span>
              {receive[1]}
            </p>
            <p className="w3m-text-secondary">
              {t('Network fee: {amount} {currency}', {
                amount: number(quote.networkFee.amount),
                currency: quote.networkFee.currency,
              })}
            </p>
            <p className="w3m-text-secondary">
              {t('Subtotal after fees: {amount} {currency}', {
                amount: number(quote.paymentSubtotal.amount),
                currency: quote.paymentSubtotal.currency,
              })}
            </p>
            <p className="w3m-text-secondary" data-testid="w3m-onramp-total">
              {t('Total: {amount} {currency}', {
                amount: number(quote.paymentTotal.amount),
                currency: quote.paymentTotal.currency,
              })}
            </p>
          </>
        ) : null}
      </div>
      {onramp.error ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-onramp-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="w3m-button w3m-button-primary"
        disabled={!quote || opening}
        data-testid="w3m-onramp-continue"
      >
        {opening ? t('Opening the checkout…') : t('Continue')}
      </button>
    </form>
  )
}
