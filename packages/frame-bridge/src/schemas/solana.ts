import './jitless'
import * as z from 'zod/mini'

/** A check by a test of our own, on the superRefine the RPC schema already carries (a smaller page end). */
function must<T>(test: (value: T) => boolean, message: string) {
  return z.superRefine<T>((value, ctx) => {
    if (!test(value)) ctx.addIssue({ code: 'custom', message, input: value })
  })
}

/** Base58 text (the Bitcoin alphabet): how Solana keys, signatures and wire bytes travel. */
export const base58Schema = z
  .string()
  .check(must((value) => /^[1-9A-HJ-NP-Za-km-z]+$/.test(value), 'must be base58'))

/** A whole number from 0 (the schema's own check keeps the page end's zod small). */
const wholeNumber = z
  .number()
  .check(must((value) => Number.isInteger(value) && value >= 0, 'must be a whole number'))

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
  maxRetries: z.optional(wholeNumber),
  minContextSlot: z.optional(wholeNumber),
})

/**
 * The params of the Solana signing methods (docs/wire.md#solana-methods): bytes as base58 — a
 * message, a serialized transaction (legacy or v0, signatures may be empty).
 */
export const SOLANA_PARAMS = {
  solana_signMessage: z.object({ message: base58Schema, pubkey: z.optional(base58Schema) }),
  solana_signTransaction: z.object({ transaction: base58Schema }),
  solana_signAllTransactions: z.object({
    transactions: z.array(base58Schema).check(z.minLength(1)),
  }),
  solana_signAndSendTransaction: z.object({
    transaction: base58Schema,
    options: z.optional(solanaSendOptionsSchema),
  }),
} as const

/** What each Solana signing method answers (kept apart: the page end does not carry them). */
export const SOLANA_RESULTS = {
  solana_signMessage: z.object({ signature: base58Schema }),
  solana_signTransaction: z.object({ transaction: base58Schema }),
  solana_signAllTransactions: z.object({ transactions: z.array(base58Schema) }),
  solana_signAndSendTransaction: z.object({ signature: base58Schema }),
} as const

/** A Solana signing method's name. */
export type SolanaMethod = keyof typeof SOLANA_PARAMS

/** Whether `method` is one of the Solana signing methods. */
export const isSolanaMethod = (method: string): method is SolanaMethod =>
  Object.hasOwn(SOLANA_PARAMS, method)

/** The params a Solana method takes. */
export type SolanaParams<M extends SolanaMethod> = z.output<(typeof SOLANA_PARAMS)[M]>
/** The result a Solana method answers. */
export type SolanaResult<M extends SolanaMethod> = z.output<(typeof SOLANA_RESULTS)[M]>
