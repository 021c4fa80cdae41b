import type { Snapshot } from 'valtio/vanilla'
import type { Core } from '../core/createCore'
import type { TokenBalance } from '../stores/createBalancesStore'
import { DEFAULT_SWAP_STATE, type SwapState } from '../stores/createSwapStore'
import { formatBalance } from '../utils/formatAddress'
import { fetchBalances } from './fetchBalances'
import { claimForm } from './formOwner'
import {
  fetchSwapQuote,
  fetchSwapTokens,
  isNativeSwapToken,
  SWAP_WORDS,
  type SwapRequest,
  type SwapToken,
  swapAmountOf,
  swapAmountProblem,
  swapBalanceOf,
  swapErrorOf,
  swapValueOf,
} from './swapQuote'
import { estimateSwapFee, swapTokens } from './swapTokens'
import { showToast } from './toast'

/** The swappable tokens of the list, each with the visitor's balance of it (`held`). */
export function swapTokensOf(
  list: Snapshot<SwapState['list']>,
  held: readonly TokenBalance[],
): SwapToken[] {
  return list.status === 'ready'
    ? list.tokens.map((token) => ({
        ...token,
        balance: swapBalanceOf(held, token),
        value: swapValueOf(held, token),
      }))
    : []
}

/** The form as a request (both sides picked), or undefined. */
export function swapRequestOf(
  swap: Pick<SwapState, 'fromAddress' | 'toAddress' | 'amount'>,
  tokens: readonly SwapToken[],
): SwapRequest | undefined {
  const from = tokens.find((token) => token.address === swap.fromAddress)
  const to = tokens.find((token) => token.address === swap.toAddress)
  return from && to ? { from, to, amount: swap.amount } : undefined
}

/** The request of the form in the store. */
const requestOf = (core: Core) =>
  swapRequestOf(core.stores.swap, swapTokensOf(core.stores.swap.list, core.stores.balances.tokens))

/** Whether a request can be quoted: a valid amount the balance covers. */
export function isSwapQuotable(request: SwapRequest | undefined): request is SwapRequest {
  return Boolean(request && !swapAmountProblem(request) && swapAmountOf(request) !== undefined)
}

/**
 * Loads the connected chain's swappable tokens and picks the native coin and the next one; the
 * form of another account or chain is cleared first (docs/behaviour.md#state).
 */
export async function loadSwapTokens(
  core: Core,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { swap } = core.stores
  claimForm(core, { form: 'swap' })
  swap.list = { status: 'loading' }
  if (core.stores.balances.status === 'idle') void fetchBalances(core)
  try {
    const tokens = await fetchSwapTokens(core, { signal })
    if (signal?.aborted) return
    swap.list = { status: 'ready', tokens }
    const native = tokens.find(isNativeSwapToken) ?? tokens[0]
    swap.fromAddress = native?.address ?? ''
    swap.toAddress = tokens.find((token) => token !== native)?.address ?? ''
  } catch (error) {
    if (signal?.aborted) return
    swap.list = {
      status: 'error',
      message: swapErrorOf(error, SWAP_WORDS.unsupported).shortMessage,
    }
  }
}

/** Picks the side to pay with; picking the other side's token swaps the two round. */
export function setSwapFrom(core: Core, { address }: { address: string }): void {
  const { swap } = core.stores
  if (address === swap.toAddress) swap.toAddress = swap.fromAddress
  swap.fromAddress = address
}

/** Picks the side to receive. */
export function setSwapTo(core: Core, { address }: { address: string }): void {
  core.stores.swap.toAddress = address
}

/** The amount as typed. */
export function setSwapAmount(core: Core, { value }: { value: string }): void {
  core.stores.swap.amount = value
}

/**
 * The live quote of the form (call it once typing pauses); `signal` cancels it when a newer input
 * comes. A form that cannot be quoted shows no quote.
 */
export async function quoteSwap(
  core: Core,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { swap } = core.stores
  const request = requestOf(core)
  if (!isSwapQuotable(request) || swap.stage.name !== 'form') {
    swap.quote = { status: 'idle' }
    return
  }
  swap.quote = { status: 'loading' }
  try {
    const quote = await fetchSwapQuote(core, { ...request, signal })
    if (!signal?.aborted) swap.quote = { status: 'ready', quote }
  } catch (error) {
    if (!signal?.aborted)
      swap.quote = { status: 'error', message: swapErrorOf(error, SWAP_WORDS.failed).shortMessage }
  }
}

/** Marks the quote as coming while the debounce runs, or as none when the form cannot be quoted. */
export function awaitSwapQuote(core: Core): void {
  const { swap } = core.stores
  swap.quote =
    isSwapQuotable(requestOf(core)) && swap.stage.name === 'form'
      ? { status: 'loading' }
      : { status: 'idle' }
}

/** Moves the quoted form to the review step and estimates its network fee. */
export async function reviewSwap(core: Core): Promise<void> {
  const { swap } = core.stores
  const request = requestOf(core)
  if (swap.quote.status !== 'ready' || !request) return
  swap.stage = { name: 'review', quote: swap.quote.quote, fee: 'estimating' }
  let fee: Awaited<ReturnType<typeof estimateSwapFee>> | 'unavailable'
  try {
    fee = await estimateSwapFee(core, request)
  } catch (error) {
    showToast(core.stores, 'error', swapErrorOf(error, SWAP_WORDS.failed).shortMessage)
    fee = 'unavailable'
  }
  if (swap.stage.name === 'review') swap.stage = { ...swap.stage, fee }
}

/** Back from the review to the form, as typed. */
export function cancelSwapReview(core: Core): void {
  core.stores.swap.stage = { name: 'form' }
}

/** Swaps what is reviewed; on success shows what was paid and received and clears the amount. */
export async function confirmSwap(core: Core): Promise<void> {
  const { swap } = core.stores
  const request = requestOf(core)
  const { stage } = swap
  if (!request || stage.name !== 'review') return
  swap.step = 'swapping'
  const result = await swapTokens(core, {
    ...request,
    onStep: (step) => {
      swap.step = step
    },
  })
  swap.step = undefined
  // A form of another account or chain is refused (the amount's problems show in the form).
  if (result.status === 'invalid' && result.message) showToast(core.stores, 'error', result.message)
  if (result.status !== 'success') return
  swap.stage = {
    name: 'success',
    paid: `${request.amount} ${request.from.symbol}`,
    received: `${formatBalance(stage.quote.toAmount, 6)} ${request.to.symbol}`,
    hash: result.hash,
  }
  swap.amount = ''
}

/** Clears the swap form. */
export function resetSwap(core: Core): void {
  Object.assign(core.stores.swap, structuredClone(DEFAULT_SWAP_STATE))
}
