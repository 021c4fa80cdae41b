import type { FrameRequestParsedPayload } from '@w3m/frame-bridge/host'
import { type ApprovalProof, signApproval } from '../shared/frameProof'
import { describeSolanaRequest } from './describeSolana'
import type { FrameContext } from './frameContext'

/** The network a Solana request runs on when neither it nor a switch named one. */
export const DEFAULT_SOLANA_CHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** The provider error a rejection becomes on the page (EIP-1193 code 4001). */
const USER_REJECTED_MESSAGE = 'User rejected the request'

type RpcPayload = FrameRequestParsedPayload<'RPC_REQUEST'>

/** Whether a chain id names a Solana network. */
export const isSolanaChain = (chainId: unknown): chainId is string =>
  typeof chainId === 'string' && chainId.startsWith('solana:')

/**
 * Whether an RPC request is for the Solana side: its namespace says so, or its chain id is a
 * Solana one. A Solana method on eip155 goes to the EVM side, which does not answer it.
 */
export function isSolanaRequest(payload: RpcPayload): boolean {
  return payload.chainNamespace === 'solana' || isSolanaChain(payload.chainId)
}

/** SWITCH_NETWORK to a Solana network: the server checks it serves it, then it is current. */
export async function switchSolana(ctx: FrameContext, chainId: string) {
  const answer = await ctx.api.post<{ chainId: string }>('/api/solana/network', { chainId })
  return { chainId: ctx.setChain(answer.chainId) }
}

/**
 * A Solana signing request: the card (network, decoded transaction or message), then, after
 * Approve, the server signs with the proof of this very request. Reject or RPC_ABORT: 4001.
 */
export async function solanaRpc(ctx: FrameContext, payload: RpcPayload): Promise<unknown> {
  const { api, state, approval } = ctx
  const chainId = isSolanaChain(payload.chainId)
    ? payload.chainId
    : (state.solanaChainId ?? DEFAULT_SOLANA_CHAIN_ID)
  const request = { method: payload.method, params: payload.params ?? {}, chainId }
  let proof: ApprovalProof | undefined
  if (payload.method.startsWith('solana_sign')) {
    const approved = await approval.request(
      describeSolanaRequest(payload.method, payload.params, chainId),
    )
    if (!approved) throw new Error(USER_REJECTED_MESSAGE)
    proof = await signApproval(await ctx.signer, { ...request, token: state.token() ?? '' })
  }
  const { result } = await api.post<{ result: unknown }>('/api/rpc', {
    ...request,
    chainNamespace: 'solana',
    approval: proof,
  })
  return result
}
