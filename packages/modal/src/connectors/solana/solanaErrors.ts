import type { BaseError } from '../../errors/baseError'
import { ConnectFailedError, ConnectionRejectedError } from '../../errors/errors'
import { isUserRejection } from '../../errors/providerError'

/**
 * Whether a Solana wallet's error is the visitor saying no: the 4001 code the Wallet Standard
 * wallets borrow from EIP-1193, or the wallet-adapter style names and words of the others.
 */
export function isSolanaUserRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (/user rejected|rejected the request|denied/i.test(current.message)) return true
    current = current.cause
  }
  return false
}

/** A Solana connect failure as the modal reports it: 'Connection rejected' or 'Failed to connect'. */
export function toSolanaConnectError(cause: unknown): BaseError {
  return isSolanaUserRejection(cause)
    ? new ConnectionRejectedError({ cause })
    : new ConnectFailedError({ cause })
}
