import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  ProviderRpcError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { ConnectFailedError, ConnectionRejectedError } from '../../errors/errors'

/** Wallet answers that mean "the person said no": EIP-1193 4001, WalletConnect 5000 and 5002. */
const REJECTION_CODES: readonly number[] = [4001, 5000, 5002]

function codeAndMessage(error: unknown): { code: number | undefined; message: string } {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      code: typeof code === 'number' ? code : undefined,
      message: typeof message === 'string' ? message : String(error),
    }
  }
  return { code: undefined, message: String(error) }
}

const asError = (error: unknown, message: string) =>
  error instanceof Error ? error : new Error(message)

/** Whether a wallet's answer is a refusal by the person. */
function isWalletRejection(error: unknown): boolean {
  const { code } = codeAndMessage(error)
  return code !== undefined && REJECTION_CODES.includes(code)
}

/** A wallet's error (a plain JSON-RPC error object or an Error) as an EIP-1193 error with its code. */
export function toProviderError(error: unknown): Error {
  if (error instanceof ProviderRpcError) return error
  const { code, message } = codeAndMessage(error)
  const cause = asError(error, message)
  if (code !== undefined && REJECTION_CODES.includes(code))
    return new UserRejectedRequestError(cause)
  if (code === undefined)
    return new ProviderRpcError(cause, { code: -32603, shortMessage: message })
  return new ProviderRpcError(cause, { code, shortMessage: message })
}

/** A failed pairing in the words of docs/behaviour.md#errors: "Connection rejected" or "Failed to connect". */
export function toConnectError(error: unknown): Error {
  if (error instanceof ConnectionRejectedError || error instanceof ConnectFailedError) return error
  if (isWalletRejection(error)) {
    const { message } = codeAndMessage(error)
    return new ConnectionRejectedError({
      cause: new UserRejectedRequestError(asError(error, message)),
    })
  }
  return new ConnectFailedError({ cause: error })
}

/** The EIP-1193 errors the provider raises itself, by code. */
export const providerErrors = {
  /** 4100: the account asked for is not one the session authorised. */
  unauthorized: (detail: string) => new UnauthorizedProviderError(new Error(detail)),
  /** 4200: the method is neither a read nor one the wallet approved. */
  unsupportedMethod: (method: string) =>
    new UnsupportedProviderMethodError(new Error(`Method not supported: ${method}`)),
  /** 4900: no session. */
  disconnected: () => new ProviderDisconnectedError(new Error('No WalletConnect session')),
  /** 4901: the session does not cover the chain. */
  chainDisconnected: (chainId: number) =>
    new ChainDisconnectedError(new Error(`The session does not include chain ${chainId}`)),
  /** 4902: the chain is not configured (no RPC URL, not proposed to the wallet). */
  unrecognizedChain: (chainId: number) =>
    new SwitchChainError(new Error(`Unrecognized chain ${chainId}`)),
}
