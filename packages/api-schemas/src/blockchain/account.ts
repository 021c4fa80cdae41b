import '../jitless'
import { z } from 'zod'
import { caipChainIdSchema, decimalStringSchema } from './common'

/** `GET /v1/supported-chains`: the CAIP-2 ids served over HTTP and WebSocket. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})

/** `GET /v1/identity/{address}`: the address's primary name and avatar, null when it has none. */
export const identitySchema = z.object({
  name: z.string().nullish(),
  avatar: z.string().nullish(),
})

// The hosted service writes decimals as a string; a number is accepted so either parses.
const decimalsSchema = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])

/** One token balance; `address` (CAIP-10) is absent for the native coin; `value` is in `currency`. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipChainIdSchema,
  address: z.string().optional(),
  value: z.number().nonnegative().optional(),
  price: z.number().nonnegative(),
  quantity: z.object({ decimals: decimalsSchema, numeric: decimalStringSchema }),
  iconUrl: z.string(),
})

/** `GET /v1/account/{address}/balance`. */
export const balanceResponseSchema = z.object({ balances: z.array(balanceSchema) })

/** One movement of value within a transaction, seen from the account asked about. */
export const transferSchema = z.object({
  fungible_info: z
    .object({
      name: z.string().optional(),
      symbol: z.string().optional(),
      icon: z.object({ url: z.string() }).nullish(),
    })
    .nullish(),
  nft_info: z
    .object({
      name: z.string().optional(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.object({ url: z.string() }).nullish() }).nullish(),
    })
    .nullish(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalStringSchema }),
  value: z.number().nullish(),
  price: z.number().nullish(),
})

/** The operation types of a transaction. */
export const OPERATION_TYPES = [
  'approve',
  'burn',
  'deploy',
  'execute',
  'mint',
  'receive',
  'send',
  'trade',
] as const

/** One transaction of an account's history. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    chain: caipChainIdSchema,
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number().int().nonnegative(),
  }),
  transfers: z.array(transferSchema),
})

/** `GET /v1/account/{address}/history`: newest first; `next` is the cursor of the next page. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullish(),
})

/** Body of `POST /v1/fungible/price`. */
export const fungiblePriceRequestSchema = z.object({
  currency: z.string().min(1),
  addresses: z.array(z.string()).min(1).max(100),
  projectId: z.string().optional(),
})

/** `POST /v1/fungible/price`: prices of the tokens asked for (unknown ones are left out). */
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number(),
    }),
  ),
})

/** SupportedChains, as parsed by supportedChainsSchema. */
export type SupportedChains = z.infer<typeof supportedChainsSchema>
/** Identity, as parsed by identitySchema. */
export type Identity = z.infer<typeof identitySchema>
/** Balance, as parsed by balanceSchema. */
export type Balance = z.infer<typeof balanceSchema>
/** BalanceResponse, as parsed by balanceResponseSchema. */
export type BalanceResponse = z.infer<typeof balanceResponseSchema>
/** Transfer, as parsed by transferSchema. */
export type Transfer = z.infer<typeof transferSchema>
/** Transaction, as parsed by transactionSchema. */
export type Transaction = z.infer<typeof transactionSchema>
/** HistoryResponse, as parsed by historyResponseSchema. */
export type HistoryResponse = z.infer<typeof historyResponseSchema>
/** FungiblePriceRequest, as parsed by fungiblePriceRequestSchema. */
export type FungiblePriceRequest = z.infer<typeof fungiblePriceRequestSchema>
/** FungiblePriceResponse, as parsed by fungiblePriceResponseSchema. */
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
