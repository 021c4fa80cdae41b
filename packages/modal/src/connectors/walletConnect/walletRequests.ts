import { type Address, isAddressEqual, numberToHex } from 'viem'
import { parseChainId, sessionChains, sessionMethods } from './sessionNamespaces'
import type { SignClientLike, WcSession } from './signClientTypes'
import { providerErrors, toProviderError } from './walletConnectErrors'

type State = { session: WcSession | undefined; accounts: Address[]; chainId: number }
type Request = { method: string; params?: unknown }

type Deps = {
  options: { chains: readonly number[]; rpcUrls: Record<number, string> }
  state: State
  getClient(): Promise<SignClientLike>
  setChain(chainId: number, client?: SignClientLike): void
  connect(): Promise<unknown>
  fetchRpc(url: string, request: Request): Promise<unknown>
}

/** Methods only a wallet can answer (it holds the keys or the chain choice). */
const SIGNING_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_addEthereumChain',
  'wallet_switchEthereumChain',
  'wallet_sendCalls',
  'wallet_getCapabilities',
])

const UNRECOGNIZED_CHAIN = 4902

/** The address a signing request names, whichever position the method puts it in. */
function signer(method: string, params: unknown): string | undefined {
  if (!Array.isArray(params)) return undefined
  if (method === 'personal_sign') return params[1]
  if (method.startsWith('eth_signTypedData') || method === 'eth_sign') return params[0]
  if (method === 'eth_sendTransaction' || method === 'eth_signTransaction') return params[0]?.from
  return undefined
}

/** EIP-1193 `request`: account and chain answers locally, signing to the wallet, reads to RPC. */
export function createWalletRequests(deps: Deps) {
  const { state, options } = deps

  async function toWallet(request: Request, chainId = state.chainId): Promise<unknown> {
    const session = state.session
    if (!session) throw providerErrors.disconnected()
    if (!sessionMethods(session).includes(request.method)) {
      throw providerErrors.unsupportedMethod(request.method)
    }
    const from = signer(request.method, request.params)
    if (from && !state.accounts.some((account) => isAddressEqual(account, from as Address))) {
      throw providerErrors.unauthorized(`${from} is not an account of this session`)
    }
    if (!sessionChains(session).includes(chainId)) throw providerErrors.chainDisconnected(chainId)
    const client = await deps.getClient()
    try {
      return await client.request({ topic: session.topic, chainId: `eip155:${chainId}`, request })
    } catch (error) {
      throw toProviderError(error)
    }
  }

  async function addChain(chainId: number): Promise<void> {
    const url = options.rpcUrls[chainId]
    if (!url) throw providerErrors.unrecognizedChain(chainId)
    await toWallet({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: numberToHex(chainId), rpcUrls: [url], chainName: `Chain ${chainId}` }],
    })
  }

  /** Switches through the wallet when it offers the method; adds the chain on 4902, then retries. */
  async function switchChain(params: unknown): Promise<null> {
    const target = parseChainId(Array.isArray(params) ? params[0]?.chainId : undefined)
    if (!target || !options.chains.includes(target)) {
      throw providerErrors.unrecognizedChain(target ?? 0)
    }
    const session = state.session
    if (!session) throw providerErrors.disconnected()
    if (target === state.chainId) return null
    const request = {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(target) }],
    }
    if (sessionMethods(session).includes(request.method)) {
      try {
        await toWallet(request)
      } catch (error) {
        if ((error as { code?: number }).code !== UNRECOGNIZED_CHAIN) throw error
        await addChain(target)
        await toWallet(request)
      }
    } else if (!sessionChains(session).includes(target)) {
      throw providerErrors.chainDisconnected(target)
    }
    deps.setChain(target, await deps.getClient())
    return null
  }

  async function request(request: Request): Promise<unknown> {
    switch (request.method) {
      case 'eth_requestAccounts':
        if (!state.session) await deps.connect()
        return state.accounts
      case 'eth_accounts':
        return state.session ? state.accounts : []
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(request.params)
    }
    if (SIGNING_METHODS.has(request.method)) return toWallet(request)
    const url = options.rpcUrls[state.chainId]
    if (!url) throw providerErrors.chainDisconnected(state.chainId)
    return deps.fetchRpc(url, request)
  }

  return { request }
}
