import type { Core } from '../core/createCore'
import type { TokenBalance } from '../stores/createBalancesStore'
import { DEFAULT_SEND_STATE } from '../stores/createSendStore'
import { parseAmount } from '../utils/parseDecimal'
import { estimateSendFee, maxSendAmount } from './estimateSendFee'
import { reportError } from './reportError'
import { pushView } from './router'
import { validateSend } from './validateSend'

/** Chooses the token to send; the fee of another token no longer applies. */
export function setSendToken(core: Core, token: TokenBalance): void {
  const { send } = core.stores
  send.token = { ...token }
  send.fee = undefined
  send.error = undefined
}

/** The amount as typed (kept as typed; validated on preview). */
export function setSendAmount(core: Core, value: string): void {
  const { send } = core.stores
  send.sendTokenAmount = value
  send.fee = undefined
  send.error = undefined
}

/** Fills in the whole balance, leaving room for the network fee on the native token. */
export async function fillMaxAmount(core: Core): Promise<void> {
  const { send } = core.stores
  const token = send.token
  if (!token) {
    send.error = validateSend(send)
    return
  }
  try {
    setSendAmount(core, await maxSendAmount(core, token, send.receiverAddress))
  } catch (error) {
    send.error = 'The network fee could not be estimated'
    reportError(core, error, 'fillMaxAmount')
  }
}

/** Checks the form; shows its problem in the form, or moves on to the preview. */
export function reviewSend(core: Core): boolean {
  const { send } = core.stores
  const problem = validateSend(send)
  send.error = problem
  if (problem) return false
  pushView(core.stores, 'WalletSendPreview')
  return true
}

/** Estimates the network fee of the send in the form (for the preview). */
export async function estimatePreviewFee(core: Core): Promise<void> {
  const { send } = core.stores
  const { token, receiverAddress } = send
  if (!token || !receiverAddress) return
  const amount = parseAmount(send.sendTokenAmount, token.decimals)
  if (amount === undefined) return
  send.status = 'estimating'
  try {
    send.fee = await estimateSendFee(core, { token, to: receiverAddress, amount })
    send.error = undefined
  } catch (error) {
    send.fee = undefined
    send.error = 'The network fee could not be estimated'
    reportError(core, error, 'estimatePreviewFee')
  } finally {
    if (send.status === 'estimating') send.status = 'idle'
  }
}

/** Clears the send form. */
export function resetSend(core: Core): void {
  Object.assign(core.stores.send, structuredClone(DEFAULT_SEND_STATE))
}
