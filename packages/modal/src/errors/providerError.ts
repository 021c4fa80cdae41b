/** EIP-1193 code of a user rejection. */
const USER_REJECTED_CODE = 4001

/**
 * Whether the visitor declined in the wallet: EIP-1193 code 4001 anywhere in the error's cause
 * chain (viem's UserRejectedRequestError carries it too), never the error's name or words.
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === USER_REJECTED_CODE) return true
    // viem wraps the provider's error in `cause`; some wallets nest it in `data.originalError`.
    const data = (current as { data?: { originalError?: unknown } }).data
    current = (current as { cause?: unknown }).cause ?? data?.originalError
  }
  return false
}
