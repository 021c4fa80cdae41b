import { z } from 'zod'

// Local until @w3m/api-schemas publishes the Blockchain API schemas (PROTOCOL.md §4 shapes).

/** SPEC §5 decimal string: optional minus, digits, optional dot and fraction. */
export const DECIMAL_STRING = /^-?\d+(\.\d*)?$/
const decimalString = z.string().regex(DECIMAL_STRING, 'not a decimal string')
const decimals = z.union([
  z.string().regex(/^\d+$/).transform(Number),
  z.number().int().nonnegative(),
])

/** One token balance of the balance route. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number().nonnegative().optional(),
  price: z.number().nonnegative(),
  quantity: z.object({ decimals, numeric: decimalString }),
  iconUrl: z.string(),
})

/** `GET /v1/account/{address}/balance`. */
export const balanceResponseSchema = z.object({ balances: z.array(balanceSchema) })

/** A token balance as the modal holds it (decimals parsed to a number). */
export type Balance = z.output<typeof balanceSchema>

const transferSchema = z.object({
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
    })
    .nullish(),
  direction: z.string(),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nullish(),
  price: z.number().nullish(),
})

/** One transaction of the history route. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    chain: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.number(),
  }),
  transfers: z.array(transferSchema),
})

/** A transaction of the history route. */
export type Transaction = z.output<typeof transactionSchema>
/** One transfer of a transaction. */
export type Transfer = z.output<typeof transferSchema>

/** `GET /v1/account/{address}/history`. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullish(),
})

/** `GET /v1/profile/account/{name}`: the addresses a name points at, by coin type. */
export const profileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.array(z.record(z.string(), z.unknown())).optional(),
})

/** A registered name. */
export type Profile = z.output<typeof profileSchema>
