import { proxy } from 'valtio/vanilla'
import type { TokenBalance } from './createBalancesStore'

/** The network fee of a prepared send. */
export type SendFee = { gas: string; maxFeePerGas: string; fee: string; symbol: string }

/** The send state of docs/behaviour.md#state, plus the progress of the send under way. */
export type SendState = {
  /** Whose form this is (`address:chain`, set when a token is chosen); a switch of either resets it. */
  owner: string | undefined
  token: TokenBalance | undefined
  /** As typed: a decimal string (docs/behaviour.md#validation) or empty. */
  sendTokenAmount: string
  /** The receiver as typed: an address or a name. */
  receiverInput: string
  /** `0x…` on EVM, base58 on Solana. */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImage: string | undefined
  /** 'resolving' while a name is looked up; 'unknown' when it points nowhere. */
  receiverStatus: 'idle' | 'resolving' | 'resolved' | 'unknown'
  fee: SendFee | undefined
  /**
   * 'waiting' for the receipt; 'pending' once that wait has run past `receiptTimeoutMs` (or the
   * node stopped answering): the transaction is out, still watched, and Send stays disabled.
   */
  status: 'idle' | 'estimating' | 'sending' | 'waiting' | 'pending'
  /** A visitor-facing problem with the form or the last attempt. */
  error: string | undefined
  /** The transaction hash (EVM) or signature (Solana, base58) of the last send. */
  hash: string | undefined
}

/** An empty send form. */
export const DEFAULT_SEND_STATE: Readonly<SendState> = Object.freeze({
  owner: undefined,
  token: undefined,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  receiverStatus: 'idle',
  fee: undefined,
  status: 'idle',
  error: undefined,
  hash: undefined,
} satisfies SendState)

/** A fresh send store. */
export function createSendStore() {
  return proxy<SendState>(structuredClone(DEFAULT_SEND_STATE) as SendState)
}
