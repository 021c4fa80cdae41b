import type { ResolvedOptions } from '../utils/resolveOptions'
import { createAccountStore } from './createAccountStore'
import { createActivityStore } from './createActivityStore'
import { createAuthStore } from './createAuthStore'
import { createBalancesStore } from './createBalancesStore'
import { createChainStore } from './createChainStore'
import { createConnectionsStore } from './createConnectionsStore'
import { createConnectorsStore } from './createConnectorsStore'
import { createModalStore } from './createModalStore'
import { createOnrampStore } from './createOnrampStore'
import { createOptionsStore } from './createOptionsStore'
import { createProjectStore } from './createProjectStore'
import { createRouterStore } from './createRouterStore'
import { createSendStore } from './createSendStore'
import { createSwapStore } from './createSwapStore'
import { createToastStore } from './createToastStore'
import { createWalletsStore } from './createWalletsStore'

/** Every store of one modal. Add a store here and it reaches every action and view. */
export function createStores(options: ResolvedOptions) {
  return {
    options: createOptionsStore(options),
    modal: createModalStore(),
    router: createRouterStore(),
    account: createAccountStore(),
    chain: createChainStore(options.networks, options.solanaNetworks, options.defaultNamespace),
    connectors: createConnectorsStore(),
    connections: createConnectionsStore(),
    toast: createToastStore(),
    wallets: createWalletsStore(),
    project: createProjectStore(),
    auth: createAuthStore(),
    balances: createBalancesStore(),
    activity: createActivityStore(),
    send: createSendStore(),
    swap: createSwapStore(),
    onramp: createOnrampStore(),
  }
}

/** The stores of one modal. */
export type Stores = ReturnType<typeof createStores>
