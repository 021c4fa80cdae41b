import type { Wallet } from '@w3m/api-schemas'

export {
  allowedOriginsSchema,
  analyticsConfigSchema,
  appkitConfigSchema,
  domainVerificationSchema,
  explorerErrorSchema,
  getWalletsResponseSchema,
  isOriginAllowed,
  projectLimitsSchema,
} from '@w3m/api-schemas'

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T

/** A wallet of the explorer API (docs/behaviour.md#state), read-only so store snapshots fit it too. */
export type ExplorerWallet = DeepReadonly<Wallet>
