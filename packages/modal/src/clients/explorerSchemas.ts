import { z } from 'zod'

// Local until @w3m/api-schemas publishes the explorer schemas; then these re-export them.

/** A wallet of the explorer API (SPEC §3). */
export const explorerWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string().nullish(),
  image_url: z.string().nullish(),
  rdns: z.string().nullish(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  chains: z.array(z.string()).nullish(),
})

/** A wallet of the explorer API. */
export type ExplorerWallet = z.infer<typeof explorerWalletSchema>

/** `/getWallets`: a page and the total count. */
export const getWalletsResponseSchema = z.object({
  count: z.number(),
  data: z.array(explorerWalletSchema),
})

/** `/appkit/v1/project-limits`. */
export const projectLimitsSchema = z.object({
  planLimits: z.object({
    tier: z.string(),
    isAboveRpcLimit: z.boolean(),
    isAboveMauLimit: z.boolean(),
  }),
})

/** `/appkit/v1/config`: remote features of the project. */
export const projectConfigSchema = z.object({
  features: z
    .array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.unknown().nullish() }))
    .nullish(),
})
