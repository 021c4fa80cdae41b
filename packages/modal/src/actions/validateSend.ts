import type { SendState } from '../stores/createSendStore'
import { parseAmount } from '../utils/parseDecimal'

/** A send needs a token (docs/behaviour.md#validation). */
export const TOKEN_REQUIRED = 'A token is required'
/** A send needs an amount and a receiver address (docs/behaviour.md#validation). */
export const AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required'
/** The typed amount is not a positive decimal string the token can hold. */
export const INVALID_AMOUNT = 'Enter a valid amount'

/** The insufficient-balance message for a token symbol. */
function insufficientBalance(symbol: string): string {
  return `Insufficient ${symbol} balance`
}

/** What is wrong with a send form, in the visitor's words; undefined when it can be previewed. */
export function validateSend(
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
): string | undefined {
  const { token } = state
  if (!token) return TOKEN_REQUIRED
  if (state.sendTokenAmount.trim() === '' || !state.receiverAddress)
    return AMOUNT_AND_RECEIVER_REQUIRED
  const amount = parseAmount(state.sendTokenAmount, token.decimals)
  if (amount === undefined || amount === 0n) return INVALID_AMOUNT
  const held = parseAmount(token.quantity, token.decimals) ?? 0n
  if (amount > held) return insufficientBalance(token.symbol)
  return undefined
}
