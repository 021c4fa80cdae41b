import { APPROVAL_RPC_METHODS, type FrameHandlers } from '@w3m/frame-bridge/host'
import { type ApprovalProof, signApproval } from '../shared/frameProof'
import { applyTheme } from './applyTheme'
import { describeRequest } from './describeRequest'
import { type FrameContext, toChainNumber } from './frameContext'
import { tokenReader } from './readToken'
import { isSolanaChain, isSolanaRequest, solanaRpc, switchSolana } from './solanaHandlers'

/** The provider error a rejection becomes on the page (EIP-1193 code 4001). */
export const USER_REJECTED_MESSAGE = 'User rejected the request'

/** Handlers of the wallet side: chains, RPC with approval, account types, theme and dapp data. */
export function walletHandlers(ctx: FrameContext): FrameHandlers {
  const { api, state, approval } = ctx
  return {
    async SWITCH_NETWORK({ chainId }) {
      if (isSolanaChain(chainId)) return switchSolana(ctx, chainId)
      // eth_chainId on the server checks the chain is one the wallet serves.
      await api.post('/api/rpc', { method: 'eth_chainId', params: [], chainId })
      return { chainId: ctx.setChain(chainId) }
    },
    GET_CHAIN_ID: () => ({
      chainId:
        state.namespace === 'solana' && state.solanaChainId ? state.solanaChainId : state.chainId,
    }),
    async RPC_REQUEST(payload) {
      if (isSolanaRequest(payload)) return solanaRpc(ctx, payload)
      const { method, params, chainId } = payload
      const request = { method, params: params ?? [], chainId: chainId ?? state.chainId }
      let proof: ApprovalProof | undefined
      if (APPROVAL_RPC_METHODS.includes(method)) {
        const onChain = chainId === undefined ? state.chainId : toChainNumber(chainId)
        const summary = await describeRequest(method, params, {
          chainId: onChain,
          readToken: tokenReader(api, onChain),
        })
        const approved = await approval.request(summary)
        if (!approved) throw new Error(USER_REJECTED_MESSAGE)
        // Made only here, after Approve: the server signs nothing without it.
        proof = await signApproval(await ctx.signer, { ...request, token: state.token() ?? '' })
      }
      const { result } = await api.post<{ result: unknown }>('/api/rpc', {
        ...request,
        approval: proof,
      })
      return result
    },
    RPC_ABORT() {
      approval.abortAll()
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return api.get<{ smartAccountEnabledNetworks: number[] }>('/api/networks')
    },
    async INIT_SMART_ACCOUNT() {
      await api.post('/api/account/smart', { chainId: state.chainId })
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      return api.post<{ type: 'eoa' | 'smartAccount'; address: string }>('/api/account/preferred', {
        type,
        chainId: state.chainId,
      })
    },
    SYNC_THEME(theme) {
      applyTheme(document.documentElement, theme)
    },
    SYNC_DAPP_DATA({ metadata }) {
      if (metadata?.name) state.dappName = metadata.name
    },
    RELOAD() {
      // After the reply is posted, so the page's request settles first.
      setTimeout(() => window.location.reload(), 0)
    },
  }
}
