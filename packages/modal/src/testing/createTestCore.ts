import { createExplorerClient, type ExplorerClient } from '../clients/createExplorerClient'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import { type Core, createCore } from '../core/createCore'
import type { Stores } from '../stores/createStores'
import type { RouterEntry } from '../stores/viewParams'
import { arbitrum, base } from '../utils/networks'
import { detectPlatform } from '../utils/platform'
import { type ModalOptions, resolveOptions } from '../utils/resolveOptions'

/** Dev account 0 of the devnet, the address a connected test core holds. */
export const FIXTURE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** How a stand-in wallet answers connect and switch requests: never, with 4001, or with -32603. */
export type StandInWallet = 'pending' | 'reject' | 'fail'

/** What a test or a story asks of its core; everything left out keeps the plain default. */
export type TestCoreParameters = {
  /** Options over the local stack's URLs (analytics off). */
  options?: Partial<ModalOptions>
  /** A scripted EVM adapter: only the methods the test needs. */
  evm?: Partial<EvmAdapter>
  /** A stand-in wallet in place of the EVM adapter (stories: nothing reaches a provider). */
  wallet?: StandInWallet
  /** The fetch of the core's API clients and its actions' (a fake API), in place of the global one. */
  fetch?: typeof fetch
  /** Methods of the explorer client to replace. */
  explorer?: Partial<ExplorerClient>
  /** The Blockchain API answers empty instead of reaching the network. */
  offline?: boolean
  /** Connected to dev account 0 on Base, with this balance (default 1.2345 ETH). */
  connected?: boolean | { balance: string }
  /** The modal opens on this entry. */
  entry?: RouterEntry
  /** Last word on the stores. */
  setup?: (stores: Stores) => void
}

const LOCAL_STACK: ModalOptions = {
  projectId: '11111111111111111111111111111111',
  // The local stack's chains (the modal's own default is Ethereum, which it does not run).
  networks: [base, arbitrum],
  blockchainApiUrl: 'http://127.0.0.1:4100',
  explorerApiUrl: 'http://127.0.0.1:4100',
  analyticsUrl: 'http://127.0.0.1:4100',
  secureSiteUrl: 'http://localhost:4200/sdk',
  relayUrl: 'ws://127.0.0.1:4150',
  rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
  features: { analytics: false },
}

function standInEvm(behaviour: StandInWallet): EvmAdapter {
  const answer = () =>
    behaviour === 'pending'
      ? new Promise<never>(() => {})
      : Promise.reject(
          behaviour === 'reject'
            ? Object.assign(new Error('User rejected the request.'), { code: 4001 })
            : Object.assign(new Error('Internal error'), { code: -32603 }),
        )
  return {
    connect: answer,
    switchChain: answer,
    disconnect: async () => {},
  } as unknown as EvmAdapter
}

const OFFLINE_BLOCKCHAIN = {
  getIdentity: async () => ({ name: null, avatar: null }),
  getBalances: async () => [],
  getHistory: async () => ({ data: [], next: null }),
  getSessions: async () => [],
} as unknown as Core['blockchain']

/** The one core builder of tests and stories: fresh stores on the local stack, no network, no wallet. */
export function createTestCore(parameters: TestCoreParameters = {}): Core {
  const core = createCore(
    resolveOptions({ ...LOCAL_STACK, ...parameters.options }),
    detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'),
    undefined,
    parameters.fetch,
  )
  const { stores } = core
  // The explorer client itself (the core's loads on first use), so tests can replace its methods.
  core.explorer = createExplorerClient({
    projectId: stores.options.projectId,
    fetch: parameters.fetch,
    baseUrl: stores.options.explorerApiUrl,
  })
  if (parameters.wallet) core.evm = standInEvm(parameters.wallet)
  if (parameters.evm) core.evm = parameters.evm as EvmAdapter
  if (parameters.explorer) core.explorer = { ...core.explorer, ...parameters.explorer }
  if (parameters.offline) core.blockchain = OFFLINE_BLOCKCHAIN
  if (parameters.connected) {
    stores.account.status = 'connected'
    stores.account.address = FIXTURE_ADDRESS
    stores.account.caipAddress = `eip155:8453:${FIXTURE_ADDRESS}`
    stores.account.balance = parameters.connected === true ? '1.2345' : parameters.connected.balance
    stores.account.balanceSymbol = 'ETH'
    stores.chain.walletChainId = 8453
  }
  if (parameters.entry) {
    stores.router.history = [parameters.entry]
    stores.router.current = parameters.entry
    stores.modal.open = true
  }
  parameters.setup?.(stores)
  return core
}
