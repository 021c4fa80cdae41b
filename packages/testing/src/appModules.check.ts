// Compile-time only (no export, never bundled): the apps' modules must fit the shapes the kit
// loads them as, so a change of an app's signature breaks the kit's type-check, not a dapp's run.

import type * as nodeWallet from '../../../apps/devnet/src/mobile-wallet/bench/startNodeWallet'
import type * as projects from '../../../apps/devnet/src/projects'
import type * as server from '../../../apps/devnet/src/server'
import type * as devAccounts from '../../../apps/devnet/src/wallet/devAccounts'
import type * as config from '../../../apps/secure-site/src/server/config'
import type * as secureSite from '../../../apps/secure-site/src/server/startSecureSite'
import type {
  DevAccountsModule,
  DevnetProjectsModule,
  DevnetServerModule,
  NodeWalletModule,
  SecureSiteConfigModule,
  SecureSiteModule,
} from './appModules'

type Fits<Actual extends Expected, Expected> = [Actual, Expected]

export type AppModulesFit = [
  Fits<typeof server, DevnetServerModule>,
  Fits<typeof projects, DevnetProjectsModule>,
  Fits<typeof devAccounts, DevAccountsModule>,
  Fits<typeof secureSite, SecureSiteModule>,
  Fits<typeof config, SecureSiteConfigModule>,
  Fits<typeof nodeWallet, NodeWalletModule>,
]
