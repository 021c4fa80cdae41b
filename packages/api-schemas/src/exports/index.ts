export {
  type AllowedOrigins,
  type AnalyticsConfig,
  APPKIT_FEATURE_IDS,
  type AppkitConfig,
  type AppkitFeature,
  allowedOriginsSchema,
  analyticsConfigSchema,
  appkitConfigSchema,
  appkitFeatureSchema,
  type ExplorerError,
  explorerErrorSchema,
  type ProjectLimits,
  projectLimitsSchema,
} from '../explorer/project'
export {
  type GetWalletsResponse,
  getWalletsResponseSchema,
  injectedWalletSchema,
  type Wallet,
  walletSchema,
} from '../explorer/wallet'
