import '../jitless'
import { z } from 'zod'
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
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string(),
  image_url: z.string().optional(),
  homepage: webUrlSchema.nullable().optional(),
  order: z.number().nullable().optional(),
  mobile_link: appLinkSchema.nullable().optional(),
  desktop_link: appLinkSchema.nullable().optional(),
  webapp_link: webUrlSchema.nullable().optional(),
  app_store: webUrlSchema.nullable().optional(),
  play_store: webUrlSchema.nullable().optional(),
  chrome_store: webUrlSchema.nullable().optional(),
  rdns: z.string().nullable().optional(),
  injected: z.array(injectedWalletSchema).nullable().optional(),
  chains: z.array(z.string()).optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
})

/** Response of `GET /getWallets`: one page of wallets and the count of all that match. */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletSchema),
  count: z.number().int().nonnegative(),
})

/** A wallet of the explorer catalogue. */
export type Wallet = z.infer<typeof walletSchema>
/** A response of `GET /getWallets`. */
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
