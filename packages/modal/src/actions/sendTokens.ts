import { sendTransaction, writeContract } from '@wagmi/core'
import { erc20Abi, type ReplacementReason } from 'viem'
import type { Core } from '../core/createCore'
import { BaseError, type BaseErrorParameters } from '../errors/baseError'
import { isUserRejection } from '../errors/providerError'
import type { TokenBalance } from '../stores/createBalancesStore'
import { DEFAULT_SEND_STATE } from '../stores/createSendStore'
import { parseAmount } from '../utils/parseDecimal'
import { requireEvm } from './estimateSendFee'
import { refreshActivityUntil } from './fetchActivity'
import { fetchBalances } from './fetchBalances'
import { formSwitchProblem } from './formOwner'
import { reportError } from './reportError'
import { replaceView } from './router'
import { refreshAccountDetails } from './syncConnection'
import { showToast } from './toast'
import { trackEvent } from './trackEvent'
import { validateSend } from './validateSend'
import { watchReceipt } from './waitForReceipt'

/**
 * Fills the whole form at once, as the headless `send` does before `sendTokens`: the token, the amount as given and
 * `to` as the resolved receiver (no name lookup); no fee or problem yet. Claims no form.
 */
export function fillSend(
  core: Core,
  { token, amount, to }: { token: TokenBalance; amount: string; to: string },
): void {
  Object.assign(core.stores.send, {
    token,
    sendTokenAmount: amount,
    receiverInput: to,
    receiverAddress: to,
    receiverStatus: 'resolved',
    fee: undefined,
    error: undefined,
  })
}

/** The send did not go through (reverted, or the wallet failed to broadcast it). */
export class SendFailedError extends BaseError {
  override name = 'SendFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to send', { ...parameters, code: 'SEND_FAILED' })
  }
}

/** What sendTokens resolves to. */
export type SendTokensReturnType =
  | { status: 'success'; hash: string }
  /** Still unmined when the send form was reset (a disconnect): it may yet be mined. */
  | { status: 'pending'; hash: string }
  | { status: 'invalid' | 'rejected' | 'failed'; message?: string }
  /** The wallet mined something else with the transaction's nonce: the send did not happen. */
  | { status: 'replaced'; reason: 'cancelled' | 'replaced'; hash: `0x${string}` }

const REPLACED_WORDS = {
  repriced: 'Transaction repriced in the wallet',
  cancelled: 'Transaction cancelled in the wallet',
  replaced: 'Transaction replaced in the wallet',
} as const

/**
 * Sends the token of the send form through the connected wallet (native value transfer or ERC20
 * `transfer`), waits for the receipt (past the timeout too: the send then shows as pending, hash
 * and explorer link, until it is mined or replaced), then resets the form, refreshes balances and activity and
 * shows the success view. A rejection in the wallet leaves the form exactly as typed, and so does
 * a transaction the wallet cancelled or replaced with another one (a repriced one is still the send).
 */
export async function sendTokens(core: Core): Promise<SendTokensReturnType> {
  const { send, chain } = core.stores
  // One send at a time: a pending one may still be mined (docs/behaviour.md#slow-receipt).
  if (send.status === 'sending' || send.status === 'waiting' || send.status === 'pending')
    return { status: 'invalid', message: 'A send is already under way' }
  const problem =
    validateSend(send) ??
    formSwitchProblem(core, { form: 'send', tokenChainIds: [send.token?.chainId] })
  if (problem) {
    send.error = problem
    return { status: 'invalid', message: problem }
  }
  const token = send.token
  // On EVM the receiver is a 0x address (resolveReceiver checked it).
  const to = send.receiverAddress as `0x${string}` | undefined
  const chainId = chain.walletChainId
  if (!token || !to || chainId === undefined) return { status: 'invalid' }
  const amount = parseAmount(send.sendTokenAmount, token.decimals) ?? 0n
  const gas = send.fee ? BigInt(send.fee.gas) : undefined
  send.status = 'sending'
  send.error = undefined
  try {
    const { config } = requireEvm(core)
    // The account in use (ProfileWallets may have chosen another of the wallet's accounts).
    const account = core.stores.account.address as `0x${string}` | undefined
    const from = account ? { account } : {}
    const hash = token.address
      ? await writeContract(config, {
          address: token.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
          chainId,
          ...from,
          ...(gas ? { gas } : {}),
        })
      : await sendTransaction(config, {
          to,
          value: amount,
          chainId,
          ...from,
          ...(gas ? { gas } : {}),
        })
    send.hash = hash
    send.status = 'waiting'
    let replacedBy: ReplacementReason | undefined
    // Out on the chain from here: a slow receipt is pending, never a failure (a second send would pay twice).
    const receipt = await watchReceipt(core, {
      hash,
      chainId,
      onReplaced: (reason) => {
        replacedBy = reason
        showToast(core.stores, 'success', REPLACED_WORDS[reason])
      },
      onPending: () => {
        if (send.status === 'pending') return
        send.status = 'pending'
        trackEvent(core, { event: 'SEND_PENDING', properties: { chainId } })
      },
      stillWanted: () => send.hash === hash,
    })
    if (!receipt) return { status: 'pending', hash }
    if (replacedBy === 'cancelled' || replacedBy === 'replaced') {
      send.status = 'idle'
      send.hash = undefined
      trackEvent(core, { event: 'SEND_REPLACED', properties: { chainId, reason: replacedBy } })
      void fetchBalances(core, { force: true })
      void refreshActivityUntil(core, { hash: receipt.transactionHash })
      return { status: 'replaced', reason: replacedBy, hash: receipt.transactionHash }
    }
    if (receipt.status !== 'success') throw new SendFailedError({ details: `${hash} reverted` })
    const sent = { amount: send.sendTokenAmount, symbol: token.symbol, to }
    Object.assign(send, structuredClone(DEFAULT_SEND_STATE), { hash: receipt.transactionHash })
    trackEvent(core, { event: 'SEND_SUCCESS', properties: { chainId, token: token.symbol } })
    replaceView(core.stores, 'WalletSendSuccess', {
      hash: receipt.transactionHash,
      chainId,
      ...sent,
    })
    void fetchBalances(core, { force: true })
    void refreshActivityUntil(core, { hash: receipt.transactionHash })
    void refreshAccountDetails(core, { force: true })
    return { status: 'success', hash: receipt.transactionHash }
  } catch (cause) {
    return sendFailed(core, {
      cause,
      rejected: isUserRejection(cause),
      chainId,
      where: 'sendTokens',
    })
  }
}

/**
 * How a send ends that did not go through, on either namespace: a rejection is quiet and nothing
 * the visitor typed is lost (docs/behaviour.md#errors); anything else says 'Failed to send'.
 */
export function sendFailed(
  core: Core,
  failure: { cause: unknown; rejected: boolean; chainId: number | string; where: string },
): SendTokensReturnType {
  const { send } = core.stores
  const { cause, chainId } = failure
  send.status = 'idle'
  if (failure.rejected) {
    trackEvent(core, { event: 'SEND_REJECTED', properties: { chainId } })
    return { status: 'rejected' }
  }
  const error = cause instanceof SendFailedError ? cause : new SendFailedError({ cause })
  send.error = error.shortMessage
  showToast(core.stores, 'error', error.shortMessage)
  reportError(core, { error, context: failure.where })
  trackEvent(core, { event: 'SEND_ERROR', properties: { chainId } })
  return { status: 'failed', message: error.shortMessage }
}
