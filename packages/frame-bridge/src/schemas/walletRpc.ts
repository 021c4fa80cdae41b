/**
 * EIP-5792 wallet-call error codes and their words (docs/behaviour.md#errors): a failed
 * `wallet_sendCalls` or `wallet_getCallsStatus` rejects with one of these codes.
 */
export const WALLET_CALL_ERRORS = {
  5700: 'Unsupported non-optional capability',
  5710: 'Unsupported chain id',
  5720: 'Duplicate ID',
  5730: 'Unknown bundle id',
  5740: 'Bundle too large',
  5750: 'Atomic-ready wallet rejected upgrade',
  5760: 'Atomicity not supported',
} as const

/** One EIP-5792 wallet-call error code. */
export type WalletCallErrorCode = keyof typeof WALLET_CALL_ERRORS
