import { type Address, getAddress, isAddress, numberToHex } from 'viem'
import { ConnectFailedError } from '../../errors/errors'
import { createEmitter } from './createEmitter'
import { forwardRpc } from './forwardRpc'
import { type InitSignClientParameters, initSignClient } from './initSignClient'
import {
  missingRequired,
  parseChainId,
  proposalNamespaces,
  type SessionNamespace,
  sessionAccounts,
  sessionChains,
  sessionMethods,
  sessionServes,
  sessionSolanaAccounts,
  sessionSolanaChains,
} from './sessionNamespaces'
import type { SignClientEvents, SignClientLike, WcSession } from './signClientTypes'
import { type Pairing, type PairingUri, startPairing } from './startPairing'
import { providerErrors, toConnectError, toProviderError } from './walletConnectErrors'
import { createWalletRequests } from './walletRequests'

/** Everything the provider needs; `createClient` and `fetch` are seams for tests. */
export type WalletConnectProviderOptions = Omit<
  InitSignClientParameters,
  'customStoragePrefix' | 'telemetryEnabled' | 'verifyEnabled'
> & {
  chains: readonly number[]
  rpcUrls: Record<number, string>
  /** The host's Solana networks (CAIP-2): proposed as the `solana` namespace when any. */
  solanaChains?: readonly string[] | undefined
  /** RPC URL per Solana network, for the proposal's rpcMap. */
  solanaRpcUrls?: Record<string, string> | undefined
  customStoragePrefix?: string | undefined
  telemetryEnabled?: boolean | undefined
  verifyEnabled?: boolean | undefined
  uriRefreshMarginMs?: number | undefined
  createClient?: ((parameters: InitSignClientParameters) => Promise<SignClientLike>) | undefined
  fetch?: typeof fetch | undefined
}

/** The provider's events: EIP-1193's, plus the pairing URI to show. */
export type WalletConnectProviderEvents = {
  connect: { chainId: string }
  disconnect: Error
  chainChanged: string
  accountsChanged: Address[]
  display_uri: PairingUri
  /** The session's Solana accounts changed (empty: the session ended or dropped Solana). */
  solanaAccountsChanged: string[]
}

/** Kept in the SDK's own storage so a reload comes back on the chain the visitor left. */
const CHAIN_STORAGE_KEY = 'w3m:walletConnect:chainId'
/** A fresh URI replaces the shown one 30 s before it expires. */
const DEFAULT_URI_REFRESH_MARGIN_MS = 30_000
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** An EIP-1193 provider over a WalletConnect session, plus pairing controls. */
export function createWalletConnectProvider(options: WalletConnectProviderOptions) {
  const events = createEmitter<WalletConnectProviderEvents>()
  const state = {
    session: undefined as WcSession | undefined,
    accounts: [] as Address[],
    chainId: options.chains[0] ?? 1,
    pairing: undefined as Pairing | undefined,
    connecting: undefined as Promise<{ accounts: Address[]; chainId: number }> | undefined,
    lastUri: undefined as PairingUri | undefined,
    solanaAccounts: [] as string[],
    solanaChain: undefined as string | undefined,
  }
  // The namespaces the modal uses the session for: it ends only when neither holds it.
  const holds = new Set<SessionNamespace>()
  let clientPromise: Promise<SignClientLike> | undefined
  const refreshMarginMs = options.uriRefreshMarginMs ?? DEFAULT_URI_REFRESH_MARGIN_MS
  // Views showing the URI; a pairing nobody shows is left to expire instead of renewed forever.
  let uriWatchers = 0

  function getClient(): Promise<SignClientLike> {
    clientPromise ??= (options.createClient ?? initSignClient)({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      customStoragePrefix: options.customStoragePrefix ?? 'w3m',
      telemetryEnabled: options.telemetryEnabled ?? false,
      verifyEnabled: options.verifyEnabled ?? false,
    }).then((client) => {
      listen(client)
      return client
    })
    clientPromise.catch(() => (clientPromise = undefined))
    return clientPromise
  }

  function setChain(chainId: number, client?: SignClientLike): void {
    if (chainId === state.chainId) return
    state.chainId = chainId
    void client?.core.storage.setItem(CHAIN_STORAGE_KEY, chainId)
    events.emit('chainChanged', numberToHex(chainId))
  }

  function setAccounts(accounts: Address[]): void {
    if (accounts.join() === state.accounts.join()) return
    state.accounts = accounts
    events.emit('accountsChanged', accounts)
  }

  function setSolanaAccounts(accounts: string[]): void {
    if (accounts.join() === state.solanaAccounts.join()) return
    state.solanaAccounts = accounts
    events.emit('solanaAccountsChanged', accounts)
  }

  function adopt(session: WcSession, preferredChain: number | undefined): void {
    state.session = session
    state.accounts = sessionAccounts(session)
    state.solanaAccounts = sessionSolanaAccounts(session)
    const solanaChains = sessionSolanaChains(session)
    state.solanaChain =
      (options.solanaChains ?? []).find((chain) => solanaChains.includes(chain)) ?? solanaChains[0]
    const covered = sessionChains(session)
    const chainId =
      preferredChain !== undefined && covered.includes(preferredChain)
        ? preferredChain
        : (options.chains.find((id) => covered.includes(id)) ?? covered[0] ?? state.chainId)
    state.chainId = chainId
  }

  function forget(): void {
    state.session = undefined
    state.accounts = []
    holds.clear()
    setSolanaAccounts([])
  }

  function listen(client: SignClientLike): void {
    const mine = (topic: string) => state.session?.topic === topic
    const onEvent = ({ topic, params }: SignClientEvents['session_event']) => {
      if (!mine(topic) || !state.session) return
      if (params.event.name === 'chainChanged') {
        const chainId = parseChainId(params.event.data)
        if (chainId && sessionChains(state.session).includes(chainId)) setChain(chainId, client)
      } else if (
        params.event.name === 'accountsChanged' &&
        Array.isArray(params.event.data) &&
        params.chainId.startsWith('solana:')
      ) {
        setSolanaAccounts(
          params.event.data.map((entry) => String(entry).split(':').at(-1) ?? '').filter(Boolean),
        )
      } else if (params.event.name === 'accountsChanged' && Array.isArray(params.event.data)) {
        const list = params.event.data.map((entry) => String(entry).split(':').at(-1) ?? '')
        setAccounts(list.filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a)))
      }
    }
    const onUpdate = ({ topic, params }: SignClientEvents['session_update']) => {
      if (!mine(topic) || !state.session) return
      state.session = { ...state.session, namespaces: params.namespaces }
      setAccounts(sessionAccounts(state.session))
      setSolanaAccounts(sessionSolanaAccounts(state.session))
    }
    const onGone = ({ topic }: { topic: string }) => {
      if (!mine(topic)) return
      forget()
      events.emit('disconnect', providerErrors.disconnected())
    }
    client.on('session_event', onEvent)
    client.on('session_update', onUpdate)
    client.on('session_delete', onGone)
    client.on('session_expire', onGone)
  }

  /**
   * Proposes a session (emitting `display_uri`) and resolves once the wallet approves. A second
   * call while one waits joins it (the URI on screen stays valid) instead of replacing it.
   */
  function connect(
    parameters: { chainId?: number | undefined; namespace?: SessionNamespace | undefined } = {},
  ) {
    const namespace = parameters.namespace ?? 'eip155'
    // A live session serves another namespace without pairing again.
    if (state.session) {
      holds.add(namespace)
      return Promise.resolve({ accounts: state.accounts, chainId: state.chainId })
    }
    if (state.connecting) {
      if (state.lastUri) events.emit('display_uri', state.lastUri)
      return state.connecting
    }
    const connecting = pair(parameters.chainId)
      .then((result) => {
        holds.add(namespace)
        return result
      })
      .finally(() => {
        state.connecting = undefined
        state.pairing = undefined
        state.lastUri = undefined
      })
    state.connecting = connecting
    return connecting
  }

  async function pair(chainId: number | undefined) {
    const client = await getClient().catch((error: unknown) => {
      throw toConnectError(error)
    })
    const { requiredNamespaces, optionalNamespaces } = proposalNamespaces(options)
    const pairing = startPairing({
      client,
      namespaces: optionalNamespaces,
      requiredNamespaces,
      onUri: (uri) => {
        state.lastUri = uri
        events.emit('display_uri', uri)
      },
      refreshMarginMs,
      shouldRefresh: () => uriWatchers > 0,
    })
    state.pairing = pairing
    let session: WcSession
    try {
      session = await pairing.session
    } catch (error) {
      throw toConnectError(error)
    }
    const missing = missingRequired(requiredNamespaces, session)
    if (missing.length > 0) {
      await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => {})
      throw new ConnectFailedError({
        details: `The wallet approved no account of ${missing.join(', ')}`,
      })
    }
    adopt(session, chainId)
    await client.core.storage.setItem(CHAIN_STORAGE_KEY, state.chainId)
    events.emit('connect', { chainId: numberToHex(state.chainId) })
    return { accounts: state.accounts, chainId: state.chainId }
  }

  /** Picks up the SDK's stored session after a reload; false when there is none alive. */
  async function restore(): Promise<boolean> {
    const client = await getClient()
    const alive = client.session
      .getAll()
      .filter(
        (session) =>
          (session.namespaces.eip155 || session.namespaces.solana) &&
          session.expiry * 1000 > Date.now(),
      )
    const session = alive.at(-1)
    if (!session) return false
    const stored = parseChainId(await client.core.storage.getItem(CHAIN_STORAGE_KEY))
    adopt(session, stored)
    return true
  }

  /** Ends the session (the wallet is told) or the pairing in progress. */
  async function disconnect(): Promise<void> {
    state.pairing?.cancel()
    const session = state.session
    forget()
    if (!session) return
    const client = await getClient()
    await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => {})
    await client.core.storage.removeItem(CHAIN_STORAGE_KEY).catch(() => {})
  }

  /**
   * Stops using the session for one namespace; the session ends (the wallet is told) only when
   * no namespace holds it any more. Returns whether it ended.
   */
  async function release(namespace: SessionNamespace): Promise<boolean> {
    holds.delete(namespace)
    if (holds.size > 0) return false
    await disconnect()
    return true
  }

  /**
   * A WalletConnect Solana RPC request (docs/wire.md#walletconnect-solana) on the session's Solana
   * network: 4900 without a session, 4200 when the wallet did not approve the method.
   */
  async function requestSolana<T>(request: { method: string; params: unknown }): Promise<T> {
    const session = state.session
    if (!session || !state.solanaChain) throw providerErrors.disconnected()
    if (!sessionMethods(session, 'solana').includes(request.method))
      throw providerErrors.unsupportedMethod(request.method)
    const client = await getClient()
    try {
      return await client.request<T>({ topic: session.topic, chainId: state.solanaChain, request })
    } catch (error) {
      throw toProviderError(error)
    }
  }

  const walletRequests = createWalletRequests({
    options,
    state,
    getClient,
    setChain,
    connect,
    fetchRpc: (url, request) => forwardRpc(url, request, options.fetch),
  })

  return {
    request: walletRequests.request,
    on: events.on,
    removeListener: events.removeListener,
    connect,
    restore,
    disconnect,
    release,
    /** Marks the session as used for a namespace (a restored Solana connection). */
    hold: (namespace: SessionNamespace) => void holds.add(namespace),
    /** Whether the live session has an account of the namespace. */
    serves: (namespace: SessionNamespace) =>
      state.session ? sessionServes(state.session, namespace) : false,
    requestSolana,
    /** Points Solana requests at one of the session's Solana networks (CAIP-2). */
    setSolanaChain(chain: string): boolean {
      if (!state.session || !sessionSolanaChains(state.session).includes(chain)) return false
      state.solanaChain = chain
      return true
    },
    /** Stops the pairing in progress, if any (the modal closed); a session stays as it is. */
    cancelPairing: () => state.pairing?.cancel(),
    /** Replaces the URI on screen with a fresh one now (no-op when not pairing). */
    refreshUri: async () => state.pairing?.refresh(),
    /** The URI on screen while pairing, for a view that mounts after it was emitted. */
    getPairingUri: () => state.lastUri,
    /**
     * Follows the pairing URI for a view: now (fresh, if the waiting one is about to expire)
     * and on every change. While any view watches, URIs are renewed before they expire.
     */
    watchPairingUri(listener: (pairing: PairingUri) => void): () => void {
      uriWatchers++
      events.on('display_uri', listener)
      const shown = state.lastUri
      if (shown && shown.expiresAt - refreshMarginMs <= Date.now()) void state.pairing?.refresh()
      else if (shown) listener(shown)
      return () => {
        uriWatchers--
        events.removeListener('display_uri', listener)
      }
    },
    get accounts() {
      return state.accounts
    },
    get chainId() {
      return state.chainId
    },
    /** The session's Solana addresses (base58). */
    get solanaAccounts() {
      return state.solanaAccounts
    },
    /** The Solana network (CAIP-2) requests go to. */
    get solanaChain() {
      return state.solanaChain
    },
    get session() {
      return state.session
    },
  }
}

/** The provider a `walletConnect()` connector hands out. */
export type WalletConnectProvider = ReturnType<typeof createWalletConnectProvider>
