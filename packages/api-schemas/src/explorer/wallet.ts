import '../jitless'
// zod/mini: these schemas sit on the modal's path to its first wallets, where every kB counts.
import { z } from 'zod/mini'
import { appLinkSchema, webUrlSchema } from '../urls/openableUrl'

/** How a wallet announces itself in the page (`window[injected_id]` or EIP-6963 rdns). */
export const injectedWalletSchema = z.object({
  namespace: z.string(),
  injected_id: z.string(),
})

/**
 * One wallet of the explorer catalogue (`GET /getWallets`); links are null when the wallet has
 * none, and a link the modal could not open safely fails the parse.
 */
export const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.string(),
  image_url: z.optional(z.string()),
  homepage: z.optional(z.nullable(webUrlSchema)),
  order: z.optional(z.nullable(z.number())),
  mobile_link: z.optional(z.nullable(appLinkSchema)),
  desktop_link: z.optional(z.nullable(appLinkSchema)),
  webapp_link: z.optional(z.nullable(webUrlSchema)),
  app_store: z.optional(z.nullable(webUrlSchema)),
  play_store: z.optional(z.nullable(webUrlSchema)),
  chrome_store: z.optional(z.nullable(webUrlSchema)),
  rdns: z.optional(z.nullable(z.string())),
  injected: z.optional(z.nullable(z.array(injectedWalletSchema))),
  chains: z.optional(z.array(z.string())),
  badge_type: z.optional(z.enum(['none', 'certified'])),
})

/** Response of `GET /getWallets`: one page of wallets and the count of all that match. */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletSchema),
  count: z.int().check(z.nonnegative()),
})

/** A wallet of the explorer catalogue. */
export type Wallet = z.infer<typeof walletSchema>
/** A response of `GET /getWallets`. */
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
