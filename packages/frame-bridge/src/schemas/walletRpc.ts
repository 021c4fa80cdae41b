import './jitless'
import * as z from 'zod/mini'
import { chainIdSchema, hexSchema } from './common'

/**
 * EIP-5792 wallet-call error codes and their words (docs/behaviour.md#errors): a failed
 * `wallet_sendCalls` or `wallet_getCallsStatus` rejects with one of these codes.
 */
export const WALLET_CALL_ERRORS = {
  5700: 'Unsupported non-optional capability',
  5710: 'Unsupported chain id',
  5720: 'Duplicate ID',
  5730: 'Unknown bundle id',
  5740: 'Bundle too large',
  5750: 'Atomic-ready wallet rejected upgrade',
  5760: 'Atomicity not supported',
} as const

/** One EIP-5792 wallet-call error code. */
export type WalletCallErrorCode = keyof typeof WALLET_CALL_ERRORS

/** True for a code of WALLET_CALL_ERRORS. */
export function isWalletCallErrorCode(code: unknown): code is WalletCallErrorCode {
  return typeof code === 'number' && Object.hasOwn(WALLET_CALL_ERRORS, code)
}

/** One permission of an ERC-7715 grant: its type, its data, and whether it is required. */
export const permissionSchema = z.object({
  type: z.string().check(z.minLength(1)),
  data: z.optional(z.record(z.string(), z.unknown())),
  required: z.optional(z.boolean()),
})

/** The single params object of `wallet_grantPermissions` (docs/wire.md#frame-messages). */
export const grantPermissionsParamsSchema = z.object({
  chainId: chainIdSchema,
  address: z.optional(hexSchema),
  expiry: z.number().check(z.int(), z.positive()),
  signer: z.optional(
    z.object({ type: z.string(), data: z.optional(z.record(z.string(), z.unknown())) }),
  ),
  permissions: z.array(permissionSchema).check(z.minLength(1)),
})

/** The single params object of `wallet_revokePermissions`: the context a grant answered. */
export const revokePermissionsParamsSchema = z.object({ permissionsContext: hexSchema })

/** The single params object of `wallet_getAssets` (ERC-7811). */
export const getAssetsParamsSchema = z.object({
  account: hexSchema,
  assetFilter: z.optional(
    z.record(z.string(), z.array(z.object({ address: z.string(), type: z.string() }))),
  ),
  assetTypeFilter: z.optional(z.array(z.enum(['NATIVE', 'ERC20']))),
  chainFilter: z.optional(z.array(hexSchema)),
})

/** One asset of a `wallet_getAssets` answer: address, balance, type and metadata. */
export const assetSchema = z.object({
  address: z.string().check(z.minLength(1)),
  balance: hexSchema,
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.optional(z.string()),
    symbol: z.optional(z.string()),
    decimals: z.optional(z.number()),
  }),
})

/** The answer of `wallet_getAssets`: the assets of each chain, keyed by the chain's hex id. */
export const getAssetsResultSchema = z.record(hexSchema, z.array(assetSchema))

/** One asset of a `wallet_getAssets` answer. */
export type Asset = z.infer<typeof assetSchema>
