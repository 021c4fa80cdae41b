import { APPROVAL_RPC_METHODS, type FrameClient } from '@w3m/frame-bridge'
import { createEmitter } from '../walletConnect/createEmitter'
import { AuthNotConnectedError } from './authErrors'
import { getAssetsResultSchema } from './walletAssets'

/** The frame's words for a rejected approval; the page turns them into EIP-1193 code 4001. */
export const USER_REJECTED_MESSAGE = 'User rejected the request'

/** EIP-1193 events the auth provider emits. */
export type AuthProviderEvents = {
  accountsChanged: string[]
  chainChanged: string
  disconnect: undefined
}

/** Hooks around requests the visitor approves in the frame (the modal reveals the frame meanwhile). */
export type AuthProviderHooks = {
  onApprovalStart?: (method: string) => void
  onApprovalEnd?: (method: string) => void
}

/** A request in the shape EIP-1193 providers take. */
export type AuthProviderRequest = { method: string; params?: unknown }

/** An EIP-1193 error: the frame's message with the code viem and wallets understand. */
export class AuthProviderRpcError extends Error {
  override name = 'AuthProviderRpcError'
  readonly code: number
  constructor(message: string, code: number, cause?: unknown) {
    super(message, { cause })
    this.code = code
  }
}

function toProviderError(error: unknown): AuthProviderRpcError {
  const message = error instanceof Error ? error.message : 'An error occurred'
  // A wallet-call code (5700-5760) keeps its code and the EIP's words the frame sent (docs/behaviour.md#errors).
  const rpcCode = (error as { rpcCode?: unknown } | null)?.rpcCode
  if (typeof rpcCode === 'number' && rpcCode >= 5700 && rpcCode <= 5760)
    return new AuthProviderRpcError(message, rpcCode, error)
  // 4001: user rejected; -32603: internal error, for anything else the frame reported.
  return new AuthProviderRpcError(message, message === USER_REJECTED_MESSAGE ? 4001 : -32603, error)
}

/** Answers the page checks before handing them on (docs/behaviour.md#wallet-methods). */
function checkResult(method: string, result: unknown): unknown {
  if (method !== 'wallet_getAssets') return result
  const checked = getAssetsResultSchema.safeParse(result)
  if (checked.success) return checked.data
  const issue = checked.error.issues[0]
  throw new AuthProviderRpcError(
    `Invalid wallet_getAssets response${issue ? `: ${issue.path.join('.')}: ${issue.message}` : ''}`,
    -32603,
  )
}

/**
 * The embedded wallet as an EIP-1193 provider: every request goes through the frame client's
 * rpcRequest, except the account list, which the page already knows.
 */
export function createAuthProvider(
  getClient: () => Promise<FrameClient>,
  getAccounts: () => readonly string[],
  hooks: AuthProviderHooks = {},
) {
  const emitter = createEmitter<AuthProviderEvents>()
  return {
    ...emitter,
    async request({ method, params }: AuthProviderRequest): Promise<unknown> {
      if (method === 'eth_accounts') return [...getAccounts()]
      if (method === 'eth_requestAccounts') {
        const accounts = getAccounts()
        if (accounts.length === 0) throw new AuthNotConnectedError()
        return [...accounts]
      }
      const client = await getClient()
      const needsApproval = APPROVAL_RPC_METHODS.includes(method)
      if (needsApproval) hooks.onApprovalStart?.(method)
      let result: unknown
      try {
        result = await client.rpcRequest({ method, params: (params ?? []) as never })
      } catch (error) {
        throw toProviderError(error)
      } finally {
        if (needsApproval) hooks.onApprovalEnd?.(method)
      }
      return checkResult(method, result)
    },
  }
}

/** The auth provider type. */
export type AuthProvider = ReturnType<typeof createAuthProvider>
