import { Keypair } from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import bs58 from 'bs58'
import { numberToHex } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { disableHostedVerify, localSignClientOptions } from '../../relay/localSignClient'
import { createRequestAnswerer, WALLET_ERRORS, type WalletRpcError } from './answerRequest'
import { createSolanaAnswerer, solanaSupportedNamespace } from './answerSolanaRequest'
import { type MobileWalletState, type PendingRequest, proposalSummary } from './mobileWalletState'

/** What the page is given by the devnet. */
export type MobileWalletConfig = {
  relayUrl: string
  projectId: string
  rpcUrls: Record<number, string>
  /** The Solana side: the cluster, its networks (CAIP-2) and the wallet's keypair (base58 secret). */
  solana?: { rpcUrl: string; chains: string[]; secretKey: string } | undefined
}
/** How the wallet answers: the person decides, or tests approve or reject everything. */
export type WalletMode = 'ask' | 'approve' | 'reject'

type Client = Awaited<ReturnType<typeof SignClient.init>>
const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']

/** The Devnet Mobile Wallet: the official sign-client on the wallet side, one dev account. */
export async function createMobileWallet(params: {
  config: MobileWalletConfig
  account: LocalAccount
  mode: WalletMode
  onChange(state: MobileWalletState): void
}) {
  const { config, account } = params
  const chainIds = Object.keys(config.rpcUrls).map(Number)
  const answer = createRequestAnswerer({ account, rpcUrls: config.rpcUrls })
  const solanaKeypair = config.solana
    ? Keypair.fromSecretKey(bs58.decode(config.solana.secretKey))
    : undefined
  const answerSolana =
    config.solana && solanaKeypair
      ? createSolanaAnswerer({ keypair: solanaKeypair, rpcUrl: config.solana.rpcUrl })
      : undefined
  const state: MobileWalletState = {
    status: 'starting',
    address: account.address,
    solanaAddress: solanaKeypair?.publicKey.toBase58(),
    mode: params.mode,
    proposal: undefined,
    requests: [],
    sessions: [],
    error: undefined,
    log: [],
  }
  const changed = (line?: string) => {
    if (line) state.log = [...state.log.slice(-19), line]
    params.onChange({ ...state })
  }
  let client: Client | undefined
  let proposalParams: Parameters<typeof buildApprovedNamespaces>[0]['proposal'] | undefined

  const refreshSessions = () => {
    state.sessions = (client?.session.getAll() ?? []).map((session) => ({
      topic: session.topic,
      peerName: session.peer.metadata.name,
      peerUrl: session.peer.metadata.url,
      chainId: state.sessions.find((s) => s.topic === session.topic)?.chainId ?? chainIds[0] ?? 1,
    }))
  }

  async function approveProposal(): Promise<void> {
    const proposal = state.proposal
    if (!client || !proposal || !proposalParams) return
    const namespaces = buildApprovedNamespaces({
      proposal: proposalParams,
      supportedNamespaces: {
        eip155: {
          chains: chainIds.map((id) => `eip155:${id}`),
          methods: METHODS,
          events: EVENTS,
          accounts: chainIds.map((id) => `eip155:${id}:${account.address}`),
        },
        ...(config.solana && solanaKeypair
          ? {
              solana: solanaSupportedNamespace(
                config.solana.chains,
                solanaKeypair.publicKey.toBase58(),
              ),
            }
          : {}),
      },
    })
    state.proposal = undefined
    await client.approve({ id: proposal.id, namespaces })
    refreshSessions()
    changed(`Approved ${proposal.dappName}`)
  }

  async function rejectProposal(): Promise<void> {
    const proposal = state.proposal
    if (!client || !proposal) return
    state.proposal = undefined
    await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    changed(`Rejected ${proposal.dappName}`)
  }

  async function respond(
    request: PendingRequest,
    outcome: { result: unknown } | { error: WalletRpcError },
  ) {
    state.requests = state.requests.filter((entry) => entry.id !== request.id)
    await client?.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', ...outcome },
    })
    changed(`${'error' in outcome ? 'Refused' : 'Answered'} ${request.method}`)
  }

  async function switchChain(request: PendingRequest): Promise<unknown> {
    const target = Number((request.params as Array<{ chainId?: string }>)[0]?.chainId ?? Number.NaN)
    if (!chainIds.includes(target)) throw WALLET_ERRORS.unknownChain
    const session = state.sessions.find((entry) => entry.topic === request.topic)
    if (session) session.chainId = target
    await client?.emit({
      topic: request.topic,
      chainId: `eip155:${target}`,
      event: { name: 'chainChanged', data: target },
    })
    return null
  }

  async function approveRequest(id: number): Promise<void> {
    const request = state.requests.find((entry) => entry.id === id)
    if (!request) return
    try {
      let result: unknown = null
      if (request.method === 'wallet_switchEthereumChain') result = await switchChain(request)
      else if (request.chain.startsWith('solana:')) {
        if (!answerSolana) throw WALLET_ERRORS.unsupported
        result = await answerSolana(request.method, request.params)
      } else if (request.method === 'wallet_addEthereumChain') {
        const chainId = Number((request.params as Array<{ chainId?: string }>)[0]?.chainId)
        if (!chainIds.includes(chainId)) throw WALLET_ERRORS.unknownChain
      } else result = await answer(request.method, request.params, request.chainId)
      await respond(request, { result })
    } catch (error) {
      const rpc = error as Partial<WalletRpcError>
      const failure =
        typeof rpc.code === 'number'
          ? { code: rpc.code, message: String(rpc.message) }
          : { code: -32603, message: String((error as Error).message ?? error) }
      await respond(request, { error: failure })
    }
  }

  const rejectRequest = async (id: number) => {
    const request = state.requests.find((entry) => entry.id === id)
    if (request) await respond(request, { error: WALLET_ERRORS.rejected })
  }

  function autoAnswer(): void {
    if (state.mode === 'approve') {
      if (state.proposal) void approveProposal()
      for (const request of state.requests) void approveRequest(request.id)
    } else if (state.mode === 'reject') {
      if (state.proposal) void rejectProposal()
      for (const request of state.requests) void rejectRequest(request.id)
    }
  }

  try {
    client = await SignClient.init({
      ...localSignClientOptions({
        relayUrl: config.relayUrl,
        projectId: config.projectId,
        customStoragePrefix: 'devnet-mobile-wallet',
      }),
      metadata: {
        name: 'Devnet Mobile Wallet',
        description: 'A wallet to pair with',
        url: location.origin,
        icons: [],
      },
    })
    disableHostedVerify(client)
  } catch (error) {
    state.status = 'error'
    state.error = `The wallet could not start: ${String(error)}`
    changed()
    throw error
  }
  client.on('session_proposal', ({ id, params: proposal }) => {
    proposalParams = proposal
    state.proposal = proposalSummary(id, proposal)
    changed(`Proposal from ${state.proposal.dappName}`)
    autoAnswer()
  })
  client.on('session_request', ({ id, topic, params: request }) => {
    const chainId = Number(request.chainId.split(':')[1])
    state.requests = [
      ...state.requests,
      {
        id,
        topic,
        chainId,
        chain: request.chainId,
        method: request.request.method,
        params: request.request.params,
      },
    ]
    changed(`Request ${request.request.method}`)
    autoAnswer()
  })
  client.on('session_delete', () => {
    refreshSessions()
    changed('The dapp disconnected')
  })
  state.status = 'ready'
  refreshSessions()
  changed()

  return {
    async pair(uri: string): Promise<void> {
      state.error = undefined
      try {
        await client?.pair({ uri: uri.trim() })
        changed('Paired, waiting for the proposal')
      } catch (error) {
        state.error = `Pairing failed: ${error instanceof Error ? error.message : String(error)}`
        changed()
      }
    },
    approveProposal,
    rejectProposal,
    approveRequest,
    rejectRequest,
    async disconnect(): Promise<void> {
      for (const session of client?.session.getAll() ?? []) {
        await client?.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      }
      refreshSessions()
      changed('Disconnected')
    },
    setMode(mode: WalletMode): void {
      state.mode = mode
      changed()
      autoAnswer()
    },
    getState: (): MobileWalletState => ({ ...state }),
    chainHex: (chainId: number) => numberToHex(chainId),
  }
}

/** The wallet's controls, as the page and `window.__mobileWallet` use them. */
export type MobileWallet = Awaited<ReturnType<typeof createMobileWallet>>
