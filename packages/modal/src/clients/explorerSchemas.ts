import type { Wallet } from '@w3m/api-schemas'

export {
  appkitConfigSchema,
  explorerErrorSchema,
  getWalletsResponseSchema,
  projectLimitsSchema,
} from '@w3m/api-schemas'

/** A wallet of the explorer API (SPEC §3). */
export type ExplorerWallet = Wallet
