import { sendTransaction } from '@wagmi/core'
import { formatUnits } from 'viem'
import type { Core } from '../core/createCore'
import { isUserRejection } from '../errors/providerError'
import type { SwapFee, SwapStep } from '../stores/createSwapStore'
import { applyFeeMultiplier, requireEvm } from './estimateSendFee'
import { refreshActivityUntil } from './fetchActivity'
import { fetchBalances } from './fetchBalances'
import { formSwitchProblem } from './formOwner'
import { reportError } from './reportError'
import {
  isNativeSwapToken,
  plainAddress,
  SWAP_SLIPPAGE,
  SWAP_WORDS,
  SwapError,
  type SwapRequest,
  swapAmountOf,
  swapAmountProblem,
  swapChainOf,
  swapErrorOf,
} from './swapQuote'
import { refreshAccountDetails } from './syncConnection'
import { showToast } from './toast'
import { trackEvent } from './trackEvent'
import { waitForReceipt } from './waitForReceipt'

export type { SwapFee, SwapStep }

/** What swapTokens resolves to. */
export type SwapTokensReturnType =
  | { status: 'success'; hash: `0x${string}`; approveHash: `0x${string}` | undefined }
  | { status: 'invalid' | 'rejected' | 'failed'; message?: string }

/** Parameters of swapTokens. */
export type SwapTokensParameters = SwapRequest & { onStep?: (step: SwapStep) => void }

/** The CAIP-2 chain of a CAIP-10 address. */
const caipChainOf = (caipAddress: string) => caipAddress.split(':').slice(0, 2).join(':')

function context(core: Core, request: SwapRequest) {
  const chainId = core.stores.chain.walletChainId
  const caipChain = swapChainOf(core)
  const user = core.stores.account.address
  const amount = swapAmountOf(request)
  if (chainId === undefined || !caipChain || !user || amount === undefined) return undefined
  return { chainId, caipChain, user: user as `0x${string}`, amount }
}

/** The swap's network fee: the build-transaction gas at the API's standard gas price. */
export async function estimateSwapFee(core: Core, request: SwapRequest): Promise<SwapFee> {
  const ctx = context(core, request)
  if (!ctx) throw new SwapError('Enter a valid amount')
  const gasPrice = await core.blockchain.getSwapGasPrice(ctx.caipChain).catch((cause: unknown) => {
    throw new SwapError(SWAP_WORDS.gasPrice, { cause })
  })
  try {
    const tx = await core.blockchain.buildSwapTransaction({
      amount: ctx.amount.toString(),
      from: request.from.address,
      to: request.to.address,
      userAddress: `${ctx.caipChain}:${ctx.user}`,
      eip155: { slippage: SWAP_SLIPPAGE },
      disableEstimate: false,
    })
    const network = core.stores.options.networks.find((entry) => entry.id === ctx.chainId)
    const native = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
    const fee = BigInt(tx.eip155.gas) * BigInt(gasPrice.standard)
    return { fee: formatUnits(fee, native.decimals), symbol: native.symbol }
  } catch (error) {
    throw swapErrorOf(error, SWAP_WORDS.failed)
  }
}

/**
 * Swaps through the connected wallet: approves the swap contract first when the allowance of an
 * ERC20 is short (and waits for it), then sends the built swap and waits for its receipt, then
 * refreshes balances and activity. A rejection in the wallet is quiet; other failures show a toast.
 */
export async function swapTokens(
  core: Core,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const { onStep, ...request } = parameters
  const problem =
    swapAmountProblem(request) ??
    formSwitchProblem(core, {
      form: 'swap',
      tokenChainIds: [request.from.address, request.to.address].map(caipChainOf),
    })
  const ctx = context(core, request)
  if (problem || !ctx) return { status: 'invalid', message: problem ?? 'Enter a valid amount' }
  const { chainId, caipChain, user, amount } = ctx
  const userAddress = `${caipChain}:${user}`
  try {
    const { config } = requireEvm(core)
    let approveHash: `0x${string}` | undefined
    if (!isNativeSwapToken(request.from)) {
      const allowance = await core.blockchain.getSwapAllowance({
        tokenAddress: request.from.address,
        userAddress,
      })
      if (BigInt(allowance) < amount) {
        const approve = await core.blockchain.buildSwapApprove({
          userAddress,
          from: request.from.address,
          to: request.to.address,
          amount: amount.toString(),
        })
        onStep?.('approving')
        approveHash = await sendTransaction(config, {
          to: plainAddress(approve.to),
          data: approve.data as `0x${string}`,
          value: BigInt(approve.value),
          gas: applyFeeMultiplier(BigInt(approve.eip155.gas)),
          chainId,
        })
        const approved = await waitForReceipt(core, { hash: approveHash, chainId })
        if (approved.status !== 'success')
          throw new SwapError(SWAP_WORDS.failed, { details: `approval ${approveHash} reverted` })
      }
    }
    const tx = await core.blockchain.buildSwapTransaction({
      amount: amount.toString(),
      from: request.from.address,
      to: request.to.address,
      userAddress,
      eip155: { slippage: SWAP_SLIPPAGE },
      disableEstimate: false,
    })
    onStep?.('swapping')
    const hash = await sendTransaction(config, {
      to: plainAddress(tx.to),
      data: tx.data as `0x${string}`,
      value: BigInt(tx.amount),
      gas: applyFeeMultiplier(BigInt(tx.eip155.gas)),
      chainId,
    })
    onStep?.('waiting')
    const receipt = await waitForReceipt(core, { hash, chainId })
    if (receipt.status !== 'success')
      throw new SwapError(SWAP_WORDS.failed, { details: `swap ${hash} reverted` })
    trackEvent(core, {
      event: 'SWAP_SUCCESS',
      properties: { chainId, from: request.from.symbol, to: request.to.symbol },
    })
    void fetchBalances(core, { force: true })
    void refreshActivityUntil(core, { hash: receipt.transactionHash })
    void refreshAccountDetails(core, { force: true })
    return { status: 'success', hash: receipt.transactionHash, approveHash }
  } catch (cause) {
    if (isUserRejection(cause)) {
      // A rejection is quiet, and the form stays as typed (docs/behaviour.md#errors).
      trackEvent(core, { event: 'SWAP_REJECTED', properties: { chainId } })
      return { status: 'rejected' }
    }
    const error = swapErrorOf(cause, SWAP_WORDS.failed)
    showToast(core.stores, 'error', error.shortMessage)
    reportError(core, { error, context: 'swapTokens' })
    trackEvent(core, { event: 'SWAP_ERROR', properties: { chainId } })
    return { status: 'failed', message: error.shortMessage }
  }
}
