/** EIP-1193 and EIP-1474 codes the wallet answers with. */
export const RPC_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** An EIP-1193 provider error: what dapps and wallet libraries inspect by `code`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** The rejection every refused approval ends in. */
export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.userRejected, 'User rejected the request.')
}
