import type { ConvertToken } from '@w3m/api-schemas'
import { proxy } from 'valtio/vanilla'

/** A live quote: what the visitor receives, as a decimal string, the rate, and (when priced) its USD value. */
export type SwapQuote = { toAmount: string; rate: string; toValue?: string }

/** The network fee of a swap, in the native coin, for the review step. */
export type SwapFee = { fee: string; symbol: string }

/** Where a swap under way is. */
export type SwapStep = 'approving' | 'swapping' | 'waiting'

/** The swap form of docs/behaviour.md#state: the chain's token list, the two sides, the amount, its quote and the step shown. */
export type SwapState = {
  /** Whose form this is (`address:eip155:chain`); a switch of account or chain resets it. */
  owner: string | undefined
  list:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; tokens: ConvertToken[] }
  /** The CAIP-10 addresses of the two sides. */
  fromAddress: string
  toAddress: string
  /** As typed. */
  amount: string
  quote:
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'ready'; quote: SwapQuote }
    | { status: 'error'; message: string }
  stage:
    | { name: 'form' }
    | { name: 'review'; quote: SwapQuote; fee: SwapFee | 'estimating' | 'unavailable' }
    | { name: 'success'; paid: string; received: string; hash: string }
  step: SwapStep | undefined
}

/** An empty swap form, its token list not loaded. */
export const DEFAULT_SWAP_STATE: Readonly<SwapState> = Object.freeze({
  owner: undefined,
  list: { status: 'loading' },
  fromAddress: '',
  toAddress: '',
  amount: '',
  quote: { status: 'idle' },
  stage: { name: 'form' },
  step: undefined,
} satisfies SwapState)

/** A fresh swap store. */
export function createSwapStore() {
  return proxy<SwapState>(structuredClone(DEFAULT_SWAP_STATE) as SwapState)
}
