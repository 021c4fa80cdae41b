import * as z from 'zod/mini'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

/** One asset of a `wallet_getAssets` answer: address, balance, type and metadata (docs/wire.md#frame-messages). */
const assetSchema = z.object({
  address: z.string().check(z.minLength(1)),
  balance: hex,
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.optional(z.string()),
    symbol: z.optional(z.string()),
    decimals: z.optional(z.number()),
  }),
})

/** The answer of `wallet_getAssets` (ERC-7811): the assets of each chain, keyed by its hex id. */
export const getAssetsResultSchema = z.record(hex, z.array(assetSchema))
