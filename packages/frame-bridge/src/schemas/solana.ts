import './jitless'
import * as z from 'zod/mini'

/** Base58 text (the Bitcoin alphabet): how Solana keys, signatures and wire bytes travel. */
export const base58Schema = z
  .string()
  .check(z.minLength(1), z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58'))

/** Solana send options (docs/behaviour.md#validation). */
export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(
    z.enum([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ]),
  ),
  maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
  minContextSlot: z.optional(z.number().check(z.int(), z.nonnegative())),
})

/**
 * The params and results of the Solana signing methods (docs/wire.md#solana-methods): bytes
 * as base58 — a message, a serialized transaction (legacy or v0, signatures may be empty).
 */
export const SOLANA_METHODS = {
  solana_signMessage: {
    params: z.object({ message: base58Schema, pubkey: z.optional(base58Schema) }),
    result: z.object({ signature: base58Schema }),
  },
  solana_signTransaction: {
    params: z.object({ transaction: base58Schema }),
    result: z.object({ transaction: base58Schema }),
  },
  solana_signAllTransactions: {
    params: z.object({ transactions: z.array(base58Schema).check(z.minLength(1)) }),
    result: z.object({ transactions: z.array(base58Schema) }),
  },
  solana_signAndSendTransaction: {
    params: z.object({
      transaction: base58Schema,
      options: z.optional(solanaSendOptionsSchema),
    }),
    result: z.object({ signature: base58Schema }),
  },
} as const

/** A Solana signing method's name. */
export type SolanaMethod = keyof typeof SOLANA_METHODS

/** Whether `method` is one of the Solana signing methods. */
export const isSolanaMethod = (method: string): method is SolanaMethod =>
  Object.hasOwn(SOLANA_METHODS, method)

/** The params a Solana method takes. */
export type SolanaParams<M extends SolanaMethod> = z.output<(typeof SOLANA_METHODS)[M]['params']>
/** The result a Solana method answers. */
export type SolanaResult<M extends SolanaMethod> = z.output<(typeof SOLANA_METHODS)[M]['result']>
