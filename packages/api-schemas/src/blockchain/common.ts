import '../jitless'
import { z } from 'zod'

/** A decimal number written out: optional minus, digits, optional dot and fraction. */
export const decimalStringSchema = z.string().regex(/^-?\d+(\.\d*)?$/, 'not a decimal string')

/** An integer amount in a token's smallest unit, as a string (wei, USDC's 1e-6…). */
export const baseUnitsSchema = z.string().regex(/^\d+$/, 'not an integer amount')

/** A CAIP-2 chain id such as `eip155:8453`. */
export const caipChainIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'not a CAIP-2 chain id')

/** A CAIP-10 account or token address such as `eip155:8453:0xabc…`. */
export const caipAddressSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'not a CAIP-10 address')

/** A 20-byte hex address in any case. */
export const hexAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not an address')

/**
 * Stable error codes of the Blockchain API's error bodies. The modal maps PROJECT_ID_MISSING to
 * APKT008, PROJECT_ID_INVALID to APKT007, RATE_LIMITED to APKT010 and SERVER_ERROR to APKT009.
 */
export const BLOCKCHAIN_API_ERROR_CODES = [
  'PROJECT_ID_MISSING',
  'PROJECT_ID_INVALID',
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_SIGNATURE',
  'INSUFFICIENT_LIQUIDITY',
  'UNSUPPORTED_CHAIN',
  'RATE_LIMITED',
  'SERVER_ERROR',
] as const

/** An error body: a stable code, a sentence, and for bad input the fields at fault. */
export const blockchainApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Swap errors carry the hosted service's `reasons` too ('Insufficient liquidity'). */
  reasons: z.array(z.object({ description: z.string() })).optional(),
})

/** An error body of the Blockchain API. */
export type BlockchainApiError = z.infer<typeof blockchainApiErrorSchema>
