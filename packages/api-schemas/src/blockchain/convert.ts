import '../jitless'
import { z } from 'zod'
import { baseUnitsSchema, caipAddressSchema } from './common'

/** A swappable token; `address` is CAIP-10 (the native coin is 0xeeee…eeee). */
export const convertTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caipAddressSchema,
  decimals: z.number().int().nonnegative(),
  logoUri: z.string(),
})

/** `GET /v1/convert/tokens`. */
export const convertTokensResponseSchema = z.object({ tokens: z.array(convertTokenSchema) })

/** `GET /v1/convert/quotes`: amounts in base units; accounts are the CAIP-10 token addresses. */
export const convertQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.string().nullable().optional(),
      fromAmount: baseUnitsSchema,
      fromAccount: z.string(),
      toAmount: baseUnitsSchema,
      toAccount: z.string(),
    }),
  ),
})

/** `GET /v1/convert/allowance`: what the swap contract may spend, in base units. */
export const convertAllowanceResponseSchema = z.object({ allowance: baseUnitsSchema })

/** `GET /v1/convert/gas-price`: wei per gas, as integer strings. */
export const convertGasPriceResponseSchema = z.object({
  standard: baseUnitsSchema,
  fast: baseUnitsSchema,
  instant: baseUnitsSchema,
})

const eip155GasSchema = z.object({ gas: baseUnitsSchema, gasPrice: baseUnitsSchema })

/** `GET /v1/convert/build-approve`: the approval transaction to sign. */
export const convertBuildApproveResponseSchema = z.object({
  tx: z.object({
    from: caipAddressSchema,
    to: caipAddressSchema,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/),
    value: baseUnitsSchema,
    eip155: eip155GasSchema,
  }),
})

/** Body of `POST /v1/convert/build-transaction`; slippage is a percentage ('1' = 1 %). */
export const convertBuildTransactionRequestSchema = z.object({
  projectId: z.string().optional(),
  amount: baseUnitsSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
  userAddress: caipAddressSchema,
  eip155: z.object({ slippage: z.union([z.string(), z.number()]) }).optional(),
  disableEstimate: z.boolean().optional(),
})

/** `POST /v1/convert/build-transaction`: the swap transaction; `amount` is its native value. */
export const convertBuildTransactionResponseSchema = z.object({
  tx: z.object({
    from: caipAddressSchema,
    to: caipAddressSchema,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/),
    amount: baseUnitsSchema,
    eip155: eip155GasSchema,
  }),
})

/** ConvertToken, as parsed by convertTokenSchema. */
export type ConvertToken = z.infer<typeof convertTokenSchema>
/** ConvertTokensResponse, as parsed by convertTokensResponseSchema. */
export type ConvertTokensResponse = z.infer<typeof convertTokensResponseSchema>
/** ConvertQuotesResponse, as parsed by convertQuotesResponseSchema. */
export type ConvertQuotesResponse = z.infer<typeof convertQuotesResponseSchema>
/** ConvertAllowanceResponse, as parsed by convertAllowanceResponseSchema. */
export type ConvertAllowanceResponse = z.infer<typeof convertAllowanceResponseSchema>
/** ConvertGasPriceResponse, as parsed by convertGasPriceResponseSchema. */
export type ConvertGasPriceResponse = z.infer<typeof convertGasPriceResponseSchema>
/** ConvertBuildApproveResponse, as parsed by convertBuildApproveResponseSchema. */
export type ConvertBuildApproveResponse = z.infer<typeof convertBuildApproveResponseSchema>
/** ConvertBuildTransactionRequest, as parsed by convertBuildTransactionRequestSchema. */
export type ConvertBuildTransactionRequest = z.infer<typeof convertBuildTransactionRequestSchema>
/** ConvertBuildTransactionResponse, as parsed by convertBuildTransactionResponseSchema. */
export type ConvertBuildTransactionResponse = z.infer<typeof convertBuildTransactionResponseSchema>
