import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { mnemonicToAccount } from 'viem/accounts'
import { disableHostedVerify, localSignClientOptions } from '../../relay/localSignClient'
import { SOLANA_NETWORKS } from '../../solana/solanaKeys'
import { DEV_MNEMONIC } from '../../wallet/devAccounts'
import { createRequestAnswerer } from '../client/answerRequest'
import { createSolanaAnswerer, solanaSupportedNamespace } from '../client/answerSolanaRequest'
import { mobileWalletSolanaKeypair } from '../mobileWalletKeys'

/** How long pair() may take: the SDK's first subscribe attempt times out after 15 s, then it retries. */
const PAIR_TIMEOUT_MS = 40_000

/** `promise`, or a rejection naming `what` once `ms` have passed without it settling. */
function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** How the wallet answers the next proposals and requests. */
export type NodeWalletMode = 'approve' | 'reject'

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

/**
 * A WalletConnect wallet in the test process (the official sign-client, anvil account #1), for
 * browser tests that pair the modal with it through the devnet relay.
 */
export async function startNodeWallet(params: {
  relayUrl: string
  projectId: string
  rpcUrls: Record<number, string>
  /** The Solana cluster's RPC URL: with it the wallet also approves the `solana` namespace. */
  solanaRpcUrl?: string
  /** Distinct per wallet in one process (the SDK shares one core per prefix). */
  name?: string
}) {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
  const answer = createRequestAnswerer({ account, rpcUrls: params.rpcUrls })
  const chainIds = Object.keys(params.rpcUrls).map(Number)
  const solanaKeypair = mobileWalletSolanaKeypair()
  const solanaAddress = solanaKeypair.publicKey.toBase58()
  const answerSolana = params.solanaRpcUrl
    ? createSolanaAnswerer({ keypair: solanaKeypair, rpcUrl: params.solanaRpcUrl })
    : undefined
  const solanaChains = SOLANA_NETWORKS.map((network) => network.caip)
  const name = params.name ?? 'node-wallet'
  const client = await SignClient.init({
    ...localSignClientOptions({ ...params, customStoragePrefix: name }),
    metadata: {
      name: 'Node Wallet',
      description: 'Test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  disableHostedVerify(client)
  let mode: NodeWalletMode = 'approve'
  const answered: string[] = []
  // The dapp names of the proposals it received: a switch of namespace must add none.
  const proposals: string[] = []

  client.on('session_proposal', async ({ id, params: proposal }) => {
    proposals.push(proposal.proposer.metadata.name)
    if (mode === 'reject') {
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const namespaces = buildApprovedNamespaces({
      proposal,
      supportedNamespaces: {
        eip155: {
          chains: chainIds.map((chainId) => `eip155:${chainId}`),
          methods: METHODS,
          events: ['chainChanged', 'accountsChanged'],
          accounts: chainIds.map((chainId) => `eip155:${chainId}:${account.address}`),
        },
        ...(answerSolana ? { solana: solanaSupportedNamespace(solanaChains, solanaAddress) } : {}),
      },
    })
    await client.approve({ id, namespaces })
  })
  client.on('session_request', async ({ id, topic, params: { request, chainId } }) => {
    answered.push(request.method)
    const respond = (outcome: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', ...outcome } })
    if (mode === 'reject') {
      await respond({ error: { code: 4001, message: 'User rejected the request.' } })
      return
    }
    try {
      if (request.method === 'wallet_switchEthereumChain') {
        const target = Number((request.params as Array<{ chainId: string }>)[0]?.chainId)
        await client.emit({
          topic,
          chainId: `eip155:${target}`,
          event: { name: 'chainChanged', data: target },
        })
        await respond({ result: null })
        return
      }
      const result =
        chainId.startsWith('solana:') && answerSolana
          ? await answerSolana(request.method, request.params)
          : await answer(request.method, request.params, Number(chainId.split(':')[1]))
      await respond({ result })
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      await respond({ error: { code: code ?? -32603, message: message ?? String(error) } })
    }
  })

  return {
    address: account.address,
    /** The Solana account (base58) it approves when it has the cluster's RPC URL. */
    solanaAddress,
    /** Methods of the requests it received, in order. */
    answered,
    /** The dapp names of the proposals it received, in order. */
    proposals,
    /**
     * Pairs with a URI. Fails after PAIR_TIMEOUT_MS, saying so, rather than waiting on: the SDK's
     * pair() waits for the relay to acknowledge the pairing topic's subscription, and a stalled
     * socket would hold a test until its own timeout with no word on what hung.
     */
    pair: (uri: string) => withinTime(client.pair({ uri }), PAIR_TIMEOUT_MS, "the wallet's pair()"),
    setMode: (next: NodeWalletMode) => {
      mode = next
    },
    /** Ends every session from the wallet's side. */
    async disconnectAll() {
      for (const session of client.session.getAll()) {
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
      Reflect.deleteProperty(globalThis, `_walletConnectCore_${name}`)
    },
  }
}
