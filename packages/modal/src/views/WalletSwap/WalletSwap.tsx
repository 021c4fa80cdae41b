import { useEffect, useMemo } from 'react'
import {
  awaitSwapQuote,
  cancelSwapReview,
  confirmSwap,
  isSwapQuotable,
  loadSwapTokens,
  quoteSwap,
  resetSwap,
  reviewSwap,
  setSwapAmount,
  setSwapFrom,
  setSwapTo,
  swapRequestOf,
  swapTokensOf,
} from '../../actions/swapForm'
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_WORDS, swapAmountProblem } from '../../actions/swapQuote'
import { EvmOnly } from '../../components/EvmOnly/EvmOnly'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { SwapFormPanel, SwapListStatus, SwapReviewPanel, SwapSuccessPanel } from './SwapPanels'

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
  const swap = useStoreState('swap')
  const chainId = useStoreState('chain').walletChainId
  const { list, stage, amount } = swap

  // A fresh form with the connected chain's token list, asked again when the wallet switches chains.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chainId is read through core.stores
  useEffect(() => {
    const controller = new AbortController()
    resetSwap(core)
    void loadSwapTokens(core, { signal: controller.signal })
    return () => controller.abort()
  }, [core, chainId])

  const tokens = useMemo(() => swapTokensOf(list, balances.tokens), [list, balances.tokens])
  const request = swapRequestOf(swap, tokens)
  const problem = request ? swapAmountProblem(request) : undefined
  const quotable = isSwapQuotable(request)

  // The live quote, asked once typing pauses; a newer input cancels the older request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-quote on the inputs, not on balance updates
  useEffect(() => {
    awaitSwapQuote(core)
    if (!quotable || stage.name !== 'form') return
    const controller = new AbortController()
    const timer = setTimeout(
      () => void quoteSwap(core, { signal: controller.signal }),
      SWAP_QUOTE_DEBOUNCE_MS,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [core, swap.fromAddress, swap.toAddress, amount, quotable, stage.name])

  if (list.status !== 'ready' || !request)
    return (
      <SwapListStatus
        status={list.status === 'ready' ? 'empty' : list.status}
        message={list.status === 'error' ? list.message : undefined}
      />
    )
  const { from, to } = request

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
        step={swap.step}
        onCancel={() => cancelSwapReview(core)}
        onConfirm={() => void confirmSwap(core)}
      />
    )

  return (
    <SwapFormPanel
      tokens={tokens}
      from={from}
      to={to}
      amount={amount}
      quote={swap.quote}
      problem={problem}
      onFrom={(address) => setSwapFrom(core, { address })}
      onTo={(address) => setSwapTo(core, { address })}
      onAmount={(value) => setSwapAmount(core, { value })}
      onReview={() => void reviewSwap(core)}
    />
  )
}
