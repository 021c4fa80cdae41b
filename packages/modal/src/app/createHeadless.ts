import { getVersion, subscribe } from 'valtio/vanilla'
import { connectEmail, verifyEmailOtp } from '../actions/connectEmail'
import { connectExternal } from '../actions/connectExternal'
import { connectSocial } from '../actions/connectSocial'
import { disconnectWallet } from '../actions/disconnectWallet'
import { ensureEvm } from '../actions/ensureEvm'
import { fetchProject } from '../actions/fetchProject'
import { fetchConnectWallets, fetchWalletsPage, searchWallets } from '../actions/fetchWallets'
import { loadWalletConnect } from '../actions/loadWalletConnect'
import { type NamedWallet, resolveNamedWallet } from '../actions/resolveNamedWallet'
import type { SendTokensReturnType } from '../actions/sendTokens'
import { switchNetwork } from '../actions/switchNetwork'
import type { WalletConnectProvider } from '../connectors/walletConnect'
import { type Core, createCore, type ModalEvent } from '../core/createCore'
import { BaseError } from '../errors/baseError'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import type { AccountStatus } from '../stores/createAccountStore'
import type { EmailLoginStep } from '../stores/createAuthStore'
import type { LoadState } from '../stores/createWalletsStore'
import type { SocialProvider } from '../utils/filterSocials'
import type { ChainNamespace } from '../utils/networks'
import { currentPlatform } from '../utils/platform'
import { type ModalOptions, resolveOptions } from '../utils/resolveOptions'
import { type CoreStop, startCore } from './startCore'

/** A wallet of the page (EIP-6963 / injected), as the headless lists show it. */
export type HeadlessPageWallet = { id: string; name: string; rdns?: string; imageUrl?: string }

/** A network a host configured. */
export type HeadlessNetwork = {
  id: number | string
  name: string
  caipNetworkId: string
  namespace: ChainNamespace
}

/** Everything a host's own UI draws from (docs/behaviour.md#headless). */
export type HeadlessState = {
  status: AccountStatus
  address: string | undefined
  caipAddress: string | undefined
  /** The EVM chain id the wallet reports (undefined on Solana or disconnected). */
  chainId: number | undefined
  /** The active network: the wallet's when connected, else the one the next connect asks for. */
  network: HeadlessNetwork | undefined
  networks: HeadlessNetwork[]
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The connector in use (an rdns, 'walletConnect', 'w3mAuth'). */
  connectorId: string | undefined
  wallets: {
    /** Wallets of the page: announced (EIP-6963) or injected; connect with `connect(id)`. */
    announced: HeadlessPageWallet[]
    /** The last wallets connected, most recent first (at most 2, stored). */
    recent: readonly ExplorerWallet[]
    /** The host's `featuredWalletIds`, then the explorer's recommended ones (after `fetchWallets`). */
    featured: readonly ExplorerWallet[]
    recommended: readonly ExplorerWallet[]
    /** Every page loaded by `fetchWalletsPage` so far, and how many the explorer has. */
    all: readonly ExplorerWallet[]
    count: number
    page: number
    status: LoadState
    search: { query: string; results: readonly ExplorerWallet[]; status: LoadState }
  }
  /** The WalletConnect pairing URI while `connectWalletConnect` waits (renewed before it expires). */
  walletConnectUri: string | undefined
  email: { step: EmailLoginStep; address: string | undefined; error: string | undefined }
  social: { provider: SocialProvider | undefined; status: string; error: string | undefined }
  /** The last error in the words of docs/behaviour.md#errors (what the modal would show as a toast) while it would show. */
  error: string | undefined
}

/** The headless API: the connect flow without the modal's UI. */
export type Headless = {
  /** Starts the browser side (watches announced wallets, restores the last session); returns the stop. */
  start(): () => void
  getState(): HeadlessState
  /** Calls `listener` after state changes; returns the unsubscribe. */
  subscribe(listener: (state: HeadlessState) => void): () => void
  /** Host events: connect, disconnect, account-change, network-change. */
  on(listener: (event: ModalEvent) => void): () => void
  /** Loads the project and the featured and recommended wallets. */
  fetchWallets(): Promise<void>
  /** Loads the next page of every wallet (40 a page). */
  fetchWalletsPage(): Promise<void>
  searchWallets(query: string): Promise<void>
  /**
   * Connects a wallet by name: a page wallet's id or rdns, an explorer id (WalletConnect unless
   * the page has the wallet), 'walletConnect'; 'email' and socials have their own calls.
   */
  connect(wallet: string): Promise<boolean>
  /** WalletConnect: `walletConnectUri` holds the URI until a wallet approves (true) or refuses. */
  connectWalletConnect(parameters?: { walletId?: string }): Promise<boolean>
  /** Mails a code (or a device link) to `email`; then `verifyOtp`. */
  connectEmail(email: string): Promise<'verifyDevice' | 'verifyOtp' | 'connected' | 'failed'>
  verifyOtp(otp: string): Promise<boolean>
  /** Call inside the click: the login popup must open before anything is awaited. */
  connectSocial(provider: Exclude<SocialProvider, 'farcaster'>): Promise<boolean>
  disconnect(): Promise<boolean>
  /** Switches the wallet (or, disconnected, the next connect) to a configured network. */
  switchNetwork(chainId: number | string): Promise<'switched' | 'failed'>
  /** `personal_sign` with the connected EVM wallet; rejects with 'Error signing message'. */
  signMessage(message: string): Promise<`0x${string}`>
  /** Sends `amount` (decimal) of the native token, or of the ERC20 `token`, and waits for the receipt. */
  send(parameters: {
    to: `0x${string}`
    amount: string
    token?: `0x${string}`
  }): Promise<SendTokensReturnType>
}

const hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

const toNetwork = (network: {
  id: number | string
  name: string
  caipNetworkId: string
  chainNamespace: ChainNamespace
}): HeadlessNetwork => ({
  id: network.id,
  name: network.name,
  caipNetworkId: network.caipNetworkId,
  namespace: network.chainNamespace,
})

const CORE = Symbol()

/** The core behind a headless instance (inside the package only: its tests and hooks). */
export function headlessCoreOf(headless: Headless): Core {
  return (headless as Headless & { [CORE]: Core })[CORE]
}

/** Builds the state a host reads from the core's stores. */
function readState(core: Core, walletConnectUri: string | undefined): HeadlessState {
  const { account, chain, options, connectors, connections, wallets, auth, toast } = core.stores
  const active = chain.namespaces[chain.activeNamespace]?.activeNetwork
  const lastError = [...toast.toasts].reverse().find((item) => item.variant === 'error')
  return {
    status: account.status,
    address: account.address,
    caipAddress: account.caipAddress,
    chainId: chain.walletChainId,
    network: active ? toNetwork(active) : undefined,
    networks: [...options.networks, ...options.solanaNetworks].map(toNetwork),
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    connectorId: connections.activeConnectorId,
    wallets: {
      announced: connectors.connectors
        .filter(
          (entry) =>
            entry.chain === 'eip155' && (entry.type === 'ANNOUNCED' || entry.type === 'INJECTED'),
        )
        .map((entry) => ({
          id: entry.id,
          name: entry.name,
          ...(entry.rdns ? { rdns: entry.rdns } : {}),
          ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
        })),
      recent: [...connections.recentWallets],
      featured: [...wallets.featured],
      recommended: [...wallets.recommended],
      all: [...wallets.wallets],
      count: wallets.count,
      page: wallets.page,
      status: wallets.status,
      search: {
        query: wallets.search.query,
        results: [...wallets.search.results],
        status: wallets.search.status,
      },
    },
    walletConnectUri,
    email: { step: auth.email.step, address: auth.email.address, error: auth.email.error },
    social: {
      provider: auth.social.provider,
      status: auth.social.status,
      error: auth.social.error,
    },
    error: lastError?.message ?? connections.connectError,
  }
}

/**
 * Creates a headless instance: the modal's stores and actions, no view. Touches no browser API
 * until `start`; wagmi loads on the first connect (or at start when a session is to be restored).
 */
export function createHeadless(options: ModalOptions): Headless {
  return headlessOf(createCore(resolveOptions(options), currentPlatform(), options.wagmiConfig))
}

/** The headless API over an existing core (stories build theirs from the test fixtures). */
export function headlessOf(core: Core): Headless {
  const { stores } = core
  let starts = 0
  let stopCore: CoreStop | undefined
  let walletConnectUri: string | undefined
  let uriVersion = 0
  const uriListeners = new Set<() => void>()
  const setUri = (uri: string | undefined) => {
    walletConnectUri = uri
    uriVersion++
    for (const listener of uriListeners) listener()
  }
  // The state is rebuilt only when a store changed (valtio's versions move on every write), so
  // `getState` returns the same object between changes, as React's useSyncExternalStore needs.
  const storeList = Object.values(stores) as object[]
  let cached: { key: string; state: HeadlessState } | undefined
  const getState = () => {
    const key = `${storeList.map((store) => getVersion(store)).join(',')}:${uriVersion}`
    if (cached?.key !== key) cached = { key, state: readState(core, walletConnectUri) }
    return cached.state
  }
  // Connecting needs wagmi's watchers bound to the stores (a connect before `start` starts it).
  const evmReady = async () => {
    if (!stopCore) headless.start()
    stopCore?.startEvm()
    return ensureEvm(core)
  }

  const connectWalletConnect = async (walletId?: string) => {
    let stopWatch: (() => void) | undefined
    try {
      const connectorId = await loadWalletConnect(core)
      const evm = await evmReady()
      const connector = evm.config.connectors.find((entry) => entry.id === connectorId)
      const provider = (await connector?.getProvider()) as WalletConnectProvider | undefined
      stopWatch = provider?.watchPairingUri((pairing) => setUri(pairing?.uri))
      return await connectExternal(core, { connectorId, walletId })
    } catch (cause) {
      stores.connections.connectError = 'Failed to connect'
      if (cause instanceof BaseError) stores.connections.connectError = cause.shortMessage
      return false
    } finally {
      stopWatch?.()
      setUri(undefined)
    }
  }

  const connectNamed = async (target: NamedWallet): Promise<boolean> => {
    switch (target.kind) {
      case 'connector':
        await evmReady()
        return connectExternal(core, target)
      case 'walletConnect':
        return connectWalletConnect(target.walletId)
      default:
        throw new BaseError('Use connectEmail or connectSocial for this login', {
          code: 'HEADLESS_WRONG_CALL',
        })
    }
  }

  const headless: Headless & { [CORE]: Core } = {
    [CORE]: core,
    start() {
      starts++
      if (starts === 1) stopCore = startCore(core)
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        starts--
        if (starts === 0) {
          stopCore?.()
          stopCore = undefined
        }
      }
    },
    getState,
    subscribe(listener) {
      const notify = () => listener(getState())
      const stops = storeList.map((store) => subscribe(store, notify))
      uriListeners.add(notify)
      return () => {
        uriListeners.delete(notify)
        for (const stop of stops) stop()
      }
    },
    on(listener) {
      core.listeners.add(listener)
      return () => core.listeners.delete(listener)
    },
    async fetchWallets() {
      await Promise.all([fetchProject(core), fetchConnectWallets(core)])
    },
    fetchWalletsPage: () => fetchWalletsPage(core),
    searchWallets: (query) => searchWallets(core, { query }),
    async connect(wallet) {
      let target: NamedWallet | undefined
      try {
        target = await resolveNamedWallet(core, { name: wallet })
      } catch (cause) {
        stores.connections.connectError =
          cause instanceof BaseError ? cause.shortMessage : 'Failed to connect'
        return false
      }
      if (!target) {
        stores.connections.connectError = 'Wallet not found'
        return false
      }
      return connectNamed(target)
    },
    connectWalletConnect: (parameters) => connectWalletConnect(parameters?.walletId),
    connectEmail(email) {
      void evmReady().catch(() => undefined)
      return connectEmail(core, { email })
    },
    verifyOtp: (otp) => verifyEmailOtp(core, { otp }),
    connectSocial(provider) {
      const connected = connectSocial(core, { provider })
      // Bound before the popup's result arrives, so the account follows the login.
      void evmReady().catch(() => undefined)
      return connected
    },
    disconnect: () => disconnectWallet(core),
    async switchNetwork(chainId) {
      if (stores.account.address) await evmReady()
      const result = await switchNetwork(core, { chainId, confirmed: true })
      return result === 'switched' ? 'switched' : 'failed'
    },
    async signMessage(message) {
      const connection = core.evm?.getConnection()
      const address = stores.account.address
      if (!address || !connection?.connector)
        throw new BaseError('Error signing message', {
          details: 'no wallet connected',
          code: 'SIGN_FAILED',
        })
      try {
        const provider = (await connection.connector.getProvider()) as {
          request(args: { method: string; params: unknown[] }): Promise<unknown>
        }
        const signature = await provider.request({
          method: 'personal_sign',
          params: [hex(message), address],
        })
        return String(signature) as `0x${string}`
      } catch (cause) {
        throw new BaseError('Error signing message', { cause, code: 'SIGN_FAILED' })
      }
    },
    async send({ to, amount, token }) {
      // The send action and wagmi's transaction calls load on the first send.
      const [{ fillSend, sendTokens }, { fetchBalances }] = await Promise.all([
        import('../actions/sendTokens'),
        import('../actions/fetchBalances'),
      ])
      await evmReady()
      await fetchBalances(core, { force: true })
      const wanted = token?.toLowerCase()
      const balance = stores.balances.tokens.find((entry) =>
        wanted ? entry.address?.toLowerCase() === wanted : entry.address === undefined,
      )
      if (!balance) return { status: 'invalid', message: `No ${token ?? 'native token'} balance` }
      fillSend(core, { token: balance, amount, to })
      return sendTokens(core)
    },
  }
  return headless
}
