import type { ConvertToken } from '@w3m/api-schemas'
import { formatUnits } from 'viem'
import { ApiError } from '../clients/fetchJson'
import type { Core } from '../core/createCore'
import { BaseError, type BaseErrorParameters } from '../errors/baseError'
import type { TokenBalance } from '../stores/createBalancesStore'
import type { SwapQuote } from '../stores/createSwapStore'
import { formatUsd } from '../utils/formatUsd'
import { parseAmount } from '../utils/parseDecimal'
import { fetchGasPrice, fetchTokenPrice } from './fetchTokenPrice'

/** The address the Blockchain API gives the native coin in its swap routes. */
const SWAP_NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The slippage tolerance, one shared constant: 1 %, as a percentage string (docs/behaviour.md#limits). */
export const SWAP_SLIPPAGE = '1'
/** The quote waits this long after the last keystroke, so typing asks the API once. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

/** The words of a swap failure (docs/behaviour.md#errors). */
export const SWAP_WORDS = {
  unsupported: 'Network not supported for Swaps',
  gasPrice: 'Network not supported for Gas Price',
  liquidity: 'Insufficient liquidity',
  failed: 'Failed to swap',
} as const

/** A swap step failed; `shortMessage` is one of the words of docs/behaviour.md#errors. */
export class SwapError extends BaseError {
  override name = 'SwapError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, { ...parameters, code: 'SWAP_FAILED' })
  }
}

/** A swappable token with the visitor's balance of it and, when priced, that balance in USD. */
export type SwapToken = ConvertToken & { balance: string; value?: number | undefined }

/** The CAIP-2 id of the connected chain, or undefined when none is. */
export function swapChainOf(core: Core): string | undefined {
  const chainId = core.stores.chain.walletChainId
  return chainId === undefined ? undefined : `eip155:${chainId}`
}

/** The plain 0x address of a CAIP-10 one. */
export function plainAddress(caipAddress: string): `0x${string}` {
  return caipAddress.split(':').at(-1) as `0x${string}`
}

/** True when the swap token is the chain's native coin. */
export function isNativeSwapToken(token: Pick<ConvertToken, 'address'>): boolean {
  return plainAddress(token.address).toLowerCase() === SWAP_NATIVE_ADDRESS
}

/** The balances entry of a swap token, from the balances the Account view already fetched. */
function heldSwapToken(tokens: readonly TokenBalance[], token: ConvertToken) {
  const address = plainAddress(token.address).toLowerCase()
  return tokens.find((entry) =>
    entry.address ? entry.address.toLowerCase() === address : address === SWAP_NATIVE_ADDRESS,
  )
}

/** The visitor's balance of a swap token, from the balances the Account view already fetched. */
export function swapBalanceOf(tokens: readonly TokenBalance[], token: ConvertToken): string {
  return heldSwapToken(tokens, token)?.quantity ?? '0'
}

/**
 * The USD value of the visitor's balance of a swap token, from the prices the balances carry:
 * $0 for a token not held, undefined for a held token the API gives no price.
 */
export function swapValueOf(
  tokens: readonly TokenBalance[],
  token: ConvertToken,
): number | undefined {
  const held = heldSwapToken(tokens, token)
  if (!held) return 0
  return held.price > 0 ? held.value : undefined
}

/** Does the API's error body (in `error` or a cause) carry `apiCode`? docs/behaviour.md#errors. */
function answered(error: unknown, apiCode: string): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof ApiError && current.apiCode === apiCode) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The words (docs/behaviour.md#errors) for a failed swap call: liquidity, unsupported network, or `fallback`. */
export function swapErrorOf(error: unknown, fallback: string): SwapError {
  if (error instanceof SwapError) return error
  if (answered(error, 'INSUFFICIENT_LIQUIDITY'))
    return new SwapError(SWAP_WORDS.liquidity, { cause: error })
  if (answered(error, 'UNSUPPORTED_CHAIN'))
    return new SwapError(SWAP_WORDS.unsupported, { cause: error })
  return new SwapError(fallback, { cause: error })
}

/** The swappable tokens of the connected chain; native first. */
export async function fetchSwapTokens(
  core: Core,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<ConvertToken[]> {
  const chainId = swapChainOf(core)
  if (!chainId) throw new SwapError(SWAP_WORDS.unsupported, { details: 'no chain connected' })
  try {
    const tokens = await core.blockchain.getSwapTokens(chainId, signal)
    return [...tokens].sort((a, b) => Number(isNativeSwapToken(b)) - Number(isNativeSwapToken(a)))
  } catch (error) {
    throw swapErrorOf(error, SWAP_WORDS.unsupported)
  }
}

/** What the visitor asks to swap. */
export type SwapRequest = { from: SwapToken; to: SwapToken; amount: string }

export type { SwapQuote }

/** Base units of the typed amount, or undefined when it is not a positive decimal string. */
export function swapAmountOf(request: SwapRequest): bigint | undefined {
  const units = parseAmount(request.amount, request.from.decimals)
  return units && units > 0n ? units : undefined
}

/** The problem with the typed amount before any quote: nothing, too many digits, or too much. */
export function swapAmountProblem(request: SwapRequest): string | undefined {
  if (request.amount.trim() === '') return undefined
  const units = swapAmountOf(request)
  if (units === undefined) return 'Enter a valid amount'
  const held = parseAmount(request.from.balance, request.from.decimals) ?? 0n
  if (units > held) return `Insufficient ${request.from.symbol} balance`
  return undefined
}

/** `/v1/convert/quotes` for the typed amount: what it buys and at what rate. */
export async function fetchSwapQuote(
  core: Core,
  request: SwapRequest & { signal?: AbortSignal | undefined },
): Promise<SwapQuote> {
  const { signal } = request
  const amount = swapAmountOf(request)
  const user = core.stores.account.address
  const chainId = swapChainOf(core)
  if (amount === undefined || !user || !chainId)
    throw new SwapError('Enter a valid amount', { details: 'nothing to quote' })
  try {
    // The quote is asked at the chain's standard gas price when the API gives one (cached 15 s);
    // the price of what is received only adds its USD value, so neither failure stops the quote.
    const [gasPrice, toPrice] = await Promise.all([
      fetchGasPrice(core, { chainId }).catch(() => undefined),
      fetchTokenPrice(core, { caipAddress: request.to.address, signal }).catch(() => undefined),
    ])
    const quote = await core.blockchain.getSwapQuote(
      {
        amount: amount.toString(),
        userAddress: `${chainId}:${user}`,
        from: request.from.address,
        to: request.to.address,
        ...(gasPrice ? { gasPrice } : {}),
      },
      signal,
    )
    const toAmount = formatUnits(BigInt(quote.toAmount), request.to.decimals)
    const rate = Number(toAmount) / Number(formatUnits(amount, request.from.decimals))
    return {
      toAmount,
      rate: `1 ${request.from.symbol} ≈ ${formatRate(rate)} ${request.to.symbol}`,
      ...(toPrice !== undefined ? { toValue: formatUsd(Number(toAmount) * toPrice) } : {}),
    }
  } catch (error) {
    throw swapErrorOf(error, SWAP_WORDS.failed)
  }
}

function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return '0'
  return rate >= 1 ? rate.toFixed(4).replace(/\.?0+$/, '') : rate.toPrecision(4)
}
