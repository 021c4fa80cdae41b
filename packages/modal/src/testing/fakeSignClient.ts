import { SOLANA_METHODS } from '../connectors/walletConnect/sessionNamespaces'
import type {
  SignClientEvents,
  SignClientLike,
  WcSession,
} from '../connectors/walletConnect/signClientTypes'

/** An address of the anvil dev mnemonic, used as the fake wallet's account. */
export const FAKE_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Solana dev keypair 1 of the devnet cluster, the fake wallet's Solana account. */
export const FAKE_SOLANA_ACCOUNT = '8VSK5RRiquSiHhpeFAbnPGt9NuAZVPDkJqDM2xVQgHKn'
/** Solana mainnet's CAIP-2 id (the devnet cluster answers for it). */
export const FAKE_SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** A `solana` namespace as a wallet approving the Solana methods would settle it. */
export function fakeSolanaNamespace(): WcSession['namespaces'][string] {
  return {
    chains: [FAKE_SOLANA_CHAIN],
    accounts: [`${FAKE_SOLANA_CHAIN}:${FAKE_SOLANA_ACCOUNT}`],
    methods: [...SOLANA_METHODS],
    events: ['chainChanged', 'accountsChanged'],
  }
}

type Proposal = {
  uri: string
  approve(session?: Partial<WcSession>): WcSession
  reject(error: unknown): void
}
type WalletRequest = {
  topic: string
  chainId: string
  request: { method: string; params?: unknown }
}

/** A session as a wallet approving both chains with every method would settle it. */
export function fakeSession(overrides: Partial<WcSession> = {}): WcSession {
  return {
    topic: `session-${Math.random().toString(16).slice(2)}`,
    expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
    namespaces: {
      eip155: {
        chains: ['eip155:8453', 'eip155:42161'],
        accounts: [`eip155:8453:${FAKE_ACCOUNT}`, `eip155:42161:${FAKE_ACCOUNT}`],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    peer: { metadata: { name: 'Fake Wallet', url: 'http://127.0.0.1', icons: [] } },
    ...overrides,
  }
}

/**
 * A stand-in for @walletconnect/sign-client: proposals the test approves or rejects, wallet
 * requests answered by `answer`, events the test emits as the wallet would.
 */
export function createFakeSignClient(parameters: { uriLifetimeSeconds?: number } = {}) {
  const listeners = new Map<string, Set<(payload: never) => void>>()
  const storage = new Map<string, unknown>()
  const sessions: WcSession[] = []
  const proposals: Proposal[] = []
  const requests: WalletRequest[] = []
  const disconnects: string[] = []
  const connectParams: Array<Parameters<SignClientLike['connect']>[0]> = []
  let answer: (request: WalletRequest) => unknown = () => null

  const client: SignClientLike = {
    async connect(params) {
      connectParams.push(params)
      const expiry = Math.floor(Date.now() / 1000) + (parameters.uriLifetimeSeconds ?? 300)
      const uri = `wc:${proposals.length.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=00&expiryTimestamp=${expiry}`
      let resolve!: (session: WcSession) => void
      let reject!: (error: unknown) => void
      const settled = new Promise<WcSession>((res, rej) => {
        resolve = res
        reject = rej
      })
      proposals.push({
        uri,
        approve: (overrides) => {
          const session = fakeSession(overrides)
          sessions.push(session)
          resolve(session)
          return session
        },
        reject,
      })
      return { uri, approval: () => settled }
    },
    async request<T>(params: WalletRequest) {
      requests.push(params)
      return answer(params) as T
    },
    async disconnect({ topic }) {
      disconnects.push(topic)
      const index = sessions.findIndex((session) => session.topic === topic)
      if (index >= 0) sessions.splice(index, 1)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as (payload: never) => void)
    },
    session: { getAll: () => [...sessions] },
    core: {
      storage: {
        getItem: async <T>(key: string) => storage.get(key) as T | undefined,
        setItem: async (key, value) => void storage.set(key, value),
        removeItem: async (key) => void storage.delete(key),
      },
    },
  }

  return {
    client,
    proposals,
    /** What each `connect` proposed. */
    connectParams,
    requests,
    disconnects,
    sessions,
    storage,
    /** How the fake wallet answers requests (throw to refuse). */
    answerWith(fn: (request: WalletRequest) => unknown) {
      answer = fn
    },
    /** Fires an SDK event as the wallet's side would cause it. */
    emit<E extends keyof SignClientEvents>(event: E, payload: SignClientEvents[E]) {
      for (const listener of listeners.get(event) ?? []) {
        ;(listener as (payload: SignClientEvents[E]) => void)(payload)
      }
    },
  }
}
