import type { QueryClient } from '@tanstack/query-core'
import type { Wallet } from '@wallet-standard/base'
import type { Analytics } from '../clients/createAnalytics'
import type { BlockchainClient } from '../clients/createBlockchainClient'
import type { ErrorReporter } from '../clients/createErrorReporter'
import type { ExplorerClient } from '../clients/createExplorerClient'
import type { ExplorerImageKind } from '../clients/explorerImageUrl'
import { type AsyncClient, lazyClient } from '../clients/lazyClient'
import { walletImageUrl } from '../clients/walletImageUrl'
import type { AuthRuntime } from '../connectors/auth/authRuntime'
import type { AuthSolanaWallet } from '../connectors/auth/createAuthSolanaWallet'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import type { SolanaAdapter } from '../connectors/solana/createSolanaAdapter'
import type { SiwxHostSession } from '../stores/createAuthStore'
import type { Connection } from '../stores/createConnectionsStore'
import type { RegisterNameStore } from '../stores/createRegisterNameStore'
import type { SessionsStore } from '../stores/createSessionsStore'
import { createStores } from '../stores/createStores'
import type { ConnectableNamespace } from '../utils/networks'
import type { Platform } from '../utils/platform'
import type { ResolvedOptions } from '../utils/resolveOptions'

/** Events a modal tells its host about (dispatched on the element as `w3m:<type>`). */
export type ModalEvent =
  | { type: 'open'; detail: { view: string } }
  | { type: 'close'; detail: Record<string, never> }
  | {
      type: 'connect'
      detail: { address: string; chainId: number | undefined; connector: string | undefined }
    }
  | { type: 'disconnect'; detail: Record<string, never> }
  /** A sign-in session began or changed (its email confirmed) (docs/behaviour.md#datacapture). */
  | { type: 'session'; detail: SiwxHostSession }
  | {
      type: 'account-change'
      detail: {
        address: string | undefined
        namespace: ConnectableNamespace
        caipAddress: string | undefined
      }
    }
  | {
      type: 'network-change'
      detail: {
        /** The EVM chain id (undefined on Solana). */
        chainId: number | undefined
        supported: boolean
        namespace: ConnectableNamespace
        caipNetworkId: string
      }
    }
  | {
      /** Every live connection, per namespace, with the active one of each marked. */
      type: 'connections-change'
      detail: { connections: Connection[] }
    }

/** Everything an action may use: the stores, the API clients, the EVM adapter once started. */
export type Core = {
  stores: ReturnType<typeof createStores>
  /** The explorer API client; its module loads on the first call, image URLs answer at once. */
  explorer: ExplorerClient
  /** The Blockchain API client; its module loads on the first call (see lazyClient). */
  blockchain: AsyncClient<BlockchainClient>
  /** Loaded by `ensureEvm` in a browser (its own chunk); undefined until then, on a server and in stories. */
  evm: EvmAdapter | undefined
  /** A host app's own wagmi config, handed to the adapter when it loads. */
  wagmiConfig: unknown
  platform: Platform
  storage: Storage | undefined
  /** The fetch of every API client the core and its actions build; the global one when undefined (tests hand in a fake API). */
  fetch: typeof fetch | undefined
  emit: (event: ModalEvent) => void
  listeners: Set<(event: ModalEvent) => void>

  // Filled on first use by the function named, so that a modal that never needs them pays
  // nothing (their code stays in lazy chunks), and each modal on a page keeps its own.

  /** `startCore`: the last session was restored once; a restart must not announce it again. */
  reconnected?: boolean
  /** `startCore`: the first open fetched the project and the wallets. */
  fetched?: boolean
  /**
   * The key of the wallet row the visitor chose in the dialog's shell (the first open, before the
   * modal's UI came): Connect acts on it as it mounts (docs/behaviour.md#first-open).
   */
  shellChoice?: string | undefined
  /** `ensureEvm`: the EVM adapter's chunk while it loads. */
  evmLoading?: Promise<EvmAdapter> | undefined
  /** `ensureSolana`: the Solana adapter (its own chunk, with web3.js) once loaded... */
  solana?: SolanaAdapter
  /** ...and while it loads. */
  solanaLoading?: Promise<SolanaAdapter> | undefined
  /** `ensureWalletConnectSolana`: the WalletConnect session's Solana side, in the Solana adapter. */
  walletConnectSolana?: Wallet | undefined
  /** `connectSolana`: stops following the connected Solana wallet's account. */
  solanaUnwatch?: (() => void) | undefined
  /** The embedded wallet's Solana account while an email or social login is on Solana... */
  authSolana?: AuthSolanaWallet | undefined
  /** ...and what takes it back out of the Solana adapter. */
  authSolanaRemove?: (() => void) | undefined
  /** `loadAuthConnector`: the auth chunk and its frame client while they load... */
  authLoading?: Promise<AuthRuntime> | undefined
  /** ...and once loaded (read synchronously: the social popup must open inside the click). */
  authRuntime?: AuthRuntime
  /** `queryClientOf`: the query cache of the Blockchain API reads. */
  queryClient?: QueryClient
  /** `registerNameStoreOf`: the register-name form. */
  registerName?: RegisterNameStore
  /** `sessionsStoreOf`: the account's sessions in Account settings, and the revoke under way. */
  accountSessions?: SessionsStore
  /** `trackEvent`: the analytics queue. */
  analytics?: Analytics
  /** `reportError`: the error reporter with its per-minute cap. */
  errorReporter?: ErrorReporter
  /** `fetchBalances`: the one retry after a failed balance fetch. */
  balanceRetry?: ReturnType<typeof setTimeout>
  /** `disconnectConnection`: connectors the modal itself is disconnecting (no "disconnected" toast). */
  leaving?: Set<string>
  /** `claimForm`: stops watching for the account or chain switch that resets the Send and Swap forms. */
  formWatch?: () => void
  /** Stories' inline images in place of the explorer's image URLs (`imageUrlOf`, docs/behaviour.md#images). */
  imageUrl?: ((kind: ExplorerImageKind, key: string) => string) | undefined
  /** `shakeModal`: ends the shake. */
  shakeTimer?: ReturnType<typeof setTimeout> | undefined
}

/** Assembles a core from resolved options; touches no browser API. `fetch` is for tests (a fake API). */
export function createCore(
  options: ResolvedOptions,
  platform: Platform,
  wagmiConfig?: unknown,
  fetch?: typeof globalThis.fetch,
): Core {
  const listeners = new Set<(event: ModalEvent) => void>()
  return {
    stores: createStores(options),
    explorer: lazyClient(
      () =>
        import('../clients/createExplorerClient').then(({ createExplorerClient }) =>
          createExplorerClient({
            baseUrl: options.explorerApiUrl,
            projectId: options.projectId,
            timeoutMs: options.apiTimeoutMs,
            fetch,
          }),
        ),
      {
        walletImageUrl: (imageId: string) =>
          walletImageUrl(options.explorerApiUrl, options.projectId, imageId),
      },
    ),
    blockchain: lazyClient(() =>
      import('../clients/createBlockchainClient').then(({ createBlockchainClient }) =>
        createBlockchainClient({
          baseUrl: options.blockchainApiUrl,
          projectId: options.projectId,
          timeoutMs: options.apiTimeoutMs,
          fetch,
        }),
      ),
    ),
    evm: undefined,
    wagmiConfig,
    platform,
    storage: undefined,
    fetch,
    listeners,
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
  }
}
