import type { SwapQuote, SwapToken } from '../../actions/swapQuote'
import { SWAP_SLIPPAGE } from '../../actions/swapQuote'
import type { SwapFee, SwapStep } from '../../actions/swapTokens'
import { AmountInput } from '../../components/AmountInput/AmountInput'
import { ResultActions } from '../../components/ResultActions/ResultActions'
import { Spinner } from '../../components/Spinner/Spinner'
import { TokenPicker } from '../../components/TokenPicker/TokenPicker'
import { useT } from '../../i18n/translate'
import type { SwapState } from '../../stores/createSwapStore'
import { formatBalance } from '../../utils/formatAddress'

/** The live quote as the form shows it. */
export type QuoteState = SwapState['quote']

/** The swap form: from and to tokens, the amount, the live quote and its problems. */
export function SwapFormPanel(props: {
  tokens: readonly SwapToken[]
  from: SwapToken
  to: SwapToken
  amount: string
  quote: QuoteState
  problem: string | undefined
  onFrom: (address: string) => void
  onTo: (address: string) => void
  onAmount: (value: string) => void
  onReview: () => void
}) {
  const t = useT()
  const { quote, problem } = props
  const canReview = quote.status === 'ready' && !problem
  return (
    <form
      className="w3m-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (canReview) props.onReview()
      }}
      data-testid="w3m-swap-form"
    >
      <TokenPicker
        label={t('From')}
        testId="w3m-swap-from"
        tokens={props.tokens}
        value={props.from.address}
        onChange={props.onFrom}
      />
      <AmountInput value={props.amount} symbol={props.from.symbol} onChange={props.onAmount} />
      <TokenPicker
        label={t('To')}
        testId="w3m-swap-to"
        tokens={props.tokens.filter((token) => token.address !== props.from.address)}
        value={props.to.address}
        onChange={props.onTo}
      />
      <div aria-live="polite" data-testid="w3m-swap-quote">
        {quote.status === 'loading' ? (
          <p className="w3m-text-secondary">{t('Fetching a quote…')}</p>
        ) : quote.status === 'ready' ? (
          <>
            <p className="w3m-strong" data-testid="w3m-swap-receive">
              {t('You receive ≈ {amount} {symbol}', {
                amount: formatBalance(quote.quote.toAmount, 6),
                symbol: props.to.symbol,
              })}
              {quote.quote.toValue ? ` (${quote.quote.toValue})` : ''}
            </p>
            <p className="w3m-text-secondary" data-testid="w3m-swap-rate">
              {quote.quote.rate}
            </p>
          </>
        ) : null}
      </div>
      {problem || quote.status === 'error' ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-swap-error">
          {t(problem ?? (quote.status === 'error' ? quote.message : ''))}
        </p>
      ) : null}
      <button
        type="submit"
        className="w3m-button w3m-button-primary"
        disabled={!canReview}
        data-testid="w3m-swap-review"
      >
        {t('Review swap')}
      </button>
    </form>
  )
}

const PROGRESS: Record<SwapStep, string> = {
  approving: 'Approve the token in your wallet, then wait for it to be confirmed…',
  swapping: 'Confirm the swap in your wallet…',
  waiting: 'Waiting for the swap to be confirmed…',
}

/** The review step: both amounts, the slippage, the network fee; Confirm swaps. */
export function SwapReviewPanel(props: {
  from: SwapToken
  to: SwapToken
  amount: string
  quote: SwapQuote
  fee: SwapFee | 'estimating' | 'unavailable'
  step: SwapStep | undefined
  onConfirm: () => void
  onCancel: () => void
}) {
  const t = useT()
  const { fee, step } = props
  return (
    <div className="w3m-list" data-testid="w3m-swap-summary">
      <p className="w3m-row-name">
        {t('Pay')}{' '}
        <span data-testid="w3m-swap-summary-from">
          {props.amount} {props.from.symbol}
        </span>
      </p>
      <p className="w3m-row-name">
        {t('Receive ≈')}{' '}
        <span data-testid="w3m-swap-summary-to">
          {formatBalance(props.quote.toAmount, 6)} {props.to.symbol}
        </span>
      </p>
      <p className="w3m-text-secondary">{props.quote.rate}</p>
      <p className="w3m-text-secondary" data-testid="w3m-swap-slippage">
        {t('Slippage tolerance: {percent}%', { percent: SWAP_SLIPPAGE })}
      </p>
      <p className="w3m-text-secondary" data-testid="w3m-swap-fee">
        {t('Network fee:')}{' '}
        {typeof fee === 'object'
          ? `${formatBalance(fee.fee, 6)} ${fee.symbol}`
          : fee === 'estimating'
            ? t('estimating…')
            : t('unavailable')}
      </p>
      {step ? (
        <p className="w3m-text-secondary" role="status">
          {t(PROGRESS[step])}
        </p>
      ) : null}
      <button
        type="button"
        className="w3m-button w3m-button-primary"
        disabled={step !== undefined || fee === 'estimating'}
        onClick={props.onConfirm}
        data-testid="w3m-swap-confirm"
      >
        {t('Confirm swap')}
      </button>
      <button
        type="button"
        className="w3m-button"
        disabled={step !== undefined}
        onClick={props.onCancel}
      >
        {t('Back')}
      </button>
    </div>
  )
}

/** The swap went through: what was paid and received, and the transaction hash. */
export function SwapSuccessPanel(props: { paid: string; received: string; hash: string }) {
  const t = useT()
  return (
    <div className="w3m-list" data-testid="w3m-swap-success">
      <p className="w3m-strong" role="status" data-testid="w3m-swap-success-title">
        {t('Swapped {paid} for {received}', { paid: props.paid, received: props.received })}
      </p>
      <p className="w3m-text-secondary">{t('Transaction hash')}</p>
      <code data-testid="w3m-swap-hash" style={{ wordBreak: 'break-all' }}>
        {props.hash}
      </code>
      <ResultActions testIdPrefix="w3m-swap" />
    </div>
  )
}

/** The token list is loading, failed (in the words of docs/behaviour.md#errors), or empty on this network. */
export function SwapListStatus(props: {
  status: 'loading' | 'error' | 'empty'
  message?: string | undefined
}) {
  const t = useT()
  if (props.status === 'loading')
    return (
      <div data-testid="w3m-swap-loading">
        <Spinner label={t('Loading tokens')} />
      </div>
    )
  if (props.status === 'error')
    return (
      <p className="w3m-error-text" role="alert" data-testid="w3m-swap-error">
        {props.message && t(props.message)}
      </p>
    )
  return (
    <p className="w3m-text-secondary" data-testid="w3m-swap-empty">
      {t('No tokens to swap on this network.')}
    </p>
  )
}
