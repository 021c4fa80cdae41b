/** EIP-1193 code of a user rejection. */
const USER_REJECTED_CODE = 4001

/** The numeric EIP-1193 / JSON-RPC code anywhere in an error's cause chain, if any. */
function providerErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    // viem wraps the provider's error in `cause`; some wallets nest it in `data.originalError`.
    const data = (current as { data?: { originalError?: unknown } }).data
    current = (current as { cause?: unknown }).cause ?? data?.originalError
  }
  return undefined
}

/** Whether the visitor declined in the wallet (4001, or viem's UserRejectedRequestError). */
export function isUserRejection(error: unknown): boolean {
  if (providerErrorCode(error) === USER_REJECTED_CODE) return true
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current.name === 'UserRejectedRequestError') return true
    current = current.cause
  }
  return false
}
