import type { Core } from '../core/createCore'
import type { TokenBalance } from '../stores/createBalancesStore'
import { DEFAULT_SEND_STATE } from '../stores/createSendStore'
import { formatAmount, parseAmount } from '../utils/parseDecimal'
import { estimateSendFee, maxSendAmount } from './estimateSendFee'
import { claimForm } from './formOwner'
import { reportError } from './reportError'
import { pushView } from './router'
import { validateSend } from './validateSend'

/** The receiver on EVM (the form holds base58 on Solana). */
type EvmAddress = `0x${string}`

/** Chooses the token to send; the fee of another token no longer applies. */
export function setSendToken(core: Core, token: TokenBalance): void {
  const { send } = core.stores
  claimForm(core, { form: 'send' })
  send.token = { ...token }
  send.fee = undefined
  send.error = undefined
}

/** The amount as typed (kept as typed; validated on preview). */
export function setSendAmount(core: Core, { value }: { value: string }): void {
  const { send } = core.stores
  send.sendTokenAmount = value
  send.fee = undefined
  send.error = undefined
}

/** The fee a Solana transfer pays: 5000 lamports for its one signature. */
const SOLANA_SIGNATURE_FEE_LAMPORTS = 5000n

/** The whole token balance on Solana; for SOL, less the signature's fee. */
function maxSolanaAmount(token: TokenBalance): string {
  const held = parseAmount(token.quantity, token.decimals) ?? 0n
  if (token.address) return formatAmount(held, token.decimals)
  const fee = SOLANA_SIGNATURE_FEE_LAMPORTS
  return formatAmount(held > fee ? held - fee : 0n, token.decimals)
}

/** Fills in the whole balance, leaving room for the network fee on the native token. */
export async function fillMaxAmount(core: Core): Promise<void> {
  const { send } = core.stores
  const token = send.token
  if (!token) {
    send.error = validateSend(send)
    return
  }
  if (core.stores.chain.activeNamespace === 'solana') {
    setSendAmount(core, { value: maxSolanaAmount(token) })
    return
  }
  try {
    setSendAmount(core, {
      value: await maxSendAmount(core, {
        token,
        to: send.receiverAddress as EvmAddress | undefined,
      }),
    })
  } catch (error) {
    send.error = 'The network fee could not be estimated'
    reportError(core, { error, context: 'fillMaxAmount' })
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
    send.fee = await estimateSendFee(core, { token, to: receiverAddress as EvmAddress, amount })
    send.error = undefined
  } catch (error) {
    send.fee = undefined
    send.error = 'The network fee could not be estimated'
    reportError(core, { error, context: 'estimatePreviewFee' })
  } finally {
    if (send.status === 'estimating') send.status = 'idle'
  }
}

/** Clears the send form. */
export function resetSend(core: Core): void {
  Object.assign(core.stores.send, structuredClone(DEFAULT_SEND_STATE))
}
