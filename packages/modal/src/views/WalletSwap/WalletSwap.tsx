import type { ConvertToken } from '@w3m/api-schemas'
import { useEffect, useMemo, useState } from 'react'
import { fetchBalances } from '../../actions/fetchBalances'
import {
  fetchSwapQuote,
  fetchSwapTokens,
  isNativeSwapToken,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_WORDS,
  type SwapQuote,
  type SwapToken,
  swapAmountOf,
  swapAmountProblem,
  swapBalanceOf,
  swapErrorOf,
  swapValueOf,
} from '../../actions/swapQuote'
import { estimateSwapFee, type SwapFee, type SwapStep, swapTokens } from '../../actions/swapTokens'
import { showToast } from '../../actions/toast'
import { EvmOnly } from '../../components/EvmOnly/EvmOnly'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { formatBalance } from '../../utils/formatAddress'
import {
  type QuoteState,
  SwapFormPanel,
  SwapListStatus,
  SwapReviewPanel,
  SwapSuccessPanel,
} from './SwapPanels'

type TokensState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; tokens: ConvertToken[] }

type Stage =
  | { name: 'form' }
  | { name: 'review'; quote: SwapQuote; fee: SwapFee | 'estimating' | 'unavailable' }
  | { name: 'success'; paid: string; received: string; hash: string }

/** Swap: on EVM networks only; on Solana it says 'Network not supported for Swaps'. */
export function WalletSwap() {
  return (
    <EvmOnly message={SWAP_WORDS.unsupported}>
      <EvmSwap />
    </EvmOnly>
  )
}

/** Swap: pick two tokens and an amount, see the live quote, review, and swap through the wallet. */
function EvmSwap() {
  const core = useCore()
  const balances = useStoreState('balances')
  const chainId = useStoreState('chain').walletChainId
  const [list, setList] = useState<TokensState>({ status: 'loading' })
  const [fromAddress, setFromAddress] = useState('')
  const [toAddress, setToAddress] = useState('')
  const [amount, setAmount] = useState('')
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' })
  const [stage, setStage] = useState<Stage>({ name: 'form' })
  const [step, setStep] = useState<SwapStep>()

  // The token list is the connected chain's: asked again when the wallet switches chains.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chainId is read through core.stores
  useEffect(() => {
    const controller = new AbortController()
    setList({ status: 'loading' })
    if (core.stores.balances.status === 'idle') void fetchBalances(core)
    fetchSwapTokens(core, controller.signal).then(
      (tokens) => {
        setList({ status: 'ready', tokens })
        const native = tokens.find(isNativeSwapToken) ?? tokens[0]
        setFromAddress(native?.address ?? '')
        setToAddress(tokens.find((token) => token !== native)?.address ?? '')
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setList({
          status: 'error',
          message: swapErrorOf(error, SWAP_WORDS.unsupported).shortMessage,
        })
      },
    )
    return () => controller.abort()
  }, [core, chainId])

  const tokens: SwapToken[] = useMemo(
    () =>
      list.status === 'ready'
        ? list.tokens.map((token) => ({
            ...token,
            balance: swapBalanceOf(balances.tokens, token),
            value: swapValueOf(balances.tokens, token),
          }))
        : [],
    [list, balances.tokens],
  )
  const from = tokens.find((token) => token.address === fromAddress)
  const to = tokens.find((token) => token.address === toAddress)
  const request = from && to ? { from, to, amount } : undefined
  const problem = request ? swapAmountProblem(request) : undefined
  const quotable = request && !problem && swapAmountOf(request) !== undefined

  // The live quote, asked once typing pauses; a newer input cancels the older request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-quote on the inputs, not on balance updates
  useEffect(() => {
    if (!request || !quotable || stage.name !== 'form') {
      setQuote({ status: 'idle' })
      return
    }
    setQuote({ status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSwapQuote(core, request, controller.signal).then(
        (result) => setQuote({ status: 'ready', quote: result }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setQuote({
              status: 'error',
              message: swapErrorOf(error, SWAP_WORDS.failed).shortMessage,
            })
        },
      )
    }, SWAP_QUOTE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [core, fromAddress, toAddress, amount, quotable, stage.name])

  if (list.status !== 'ready' || !from || !to)
    return (
      <SwapListStatus
        status={list.status === 'ready' ? 'empty' : list.status}
        message={list.status === 'error' ? list.message : undefined}
      />
    )

  if (stage.name === 'success')
    return <SwapSuccessPanel paid={stage.paid} received={stage.received} hash={stage.hash} />

  if (stage.name === 'review')
    return (
      <SwapReviewPanel
        from={from}
        to={to}
        amount={amount}
        quote={stage.quote}
        fee={stage.fee}
        step={step}
        onCancel={() => setStage({ name: 'form' })}
        onConfirm={async () => {
          setStep('swapping')
          const result = await swapTokens(core, { from, to, amount, onStep: setStep })
          setStep(undefined)
          if (result.status === 'success') {
            setStage({
              name: 'success',
              paid: `${amount} ${from.symbol}`,
              received: `${formatBalance(stage.quote.toAmount, 6)} ${to.symbol}`,
              hash: result.hash,
            })
            setAmount('')
          }
        }}
      />
    )

  return (
    <SwapFormPanel
      tokens={tokens}
      from={from}
      to={to}
      amount={amount}
      quote={quote}
      problem={problem}
      onFrom={(address) => {
        setFromAddress(address)
        // The two sides are never the same token: swap them round instead.
        if (address === toAddress) setToAddress(fromAddress)
      }}
      onTo={setToAddress}
      onAmount={setAmount}
      onReview={async () => {
        if (quote.status !== 'ready' || !request) return
        setStage({ name: 'review', quote: quote.quote, fee: 'estimating' })
        try {
          const fee = await estimateSwapFee(core, request)
          setStage((current) => (current.name === 'review' ? { ...current, fee } : current))
        } catch (error) {
          showToast(core.stores, 'error', swapErrorOf(error, SWAP_WORDS.failed).shortMessage)
          setStage((current) =>
            current.name === 'review' ? { ...current, fee: 'unavailable' } : current,
          )
        }
      }}
    />
  )
}
