import { InvalidOptionsError } from '../errors/sdkError'

/** The commitments a Solana send's preflight may use (docs/behaviour.md#validation). */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** A commitment of the list above. */
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]

/** How a Solana send goes to the cluster: the option `solanaSendOptions` (docs/behaviour.md#validation). */
export type SolanaSendOptions = {
  /** Skip the cluster's simulation before sending. */
  skipPreflight?: boolean
  /** The commitment the simulation reads at. */
  preflightCommitment?: SolanaCommitment
  /** How often the RPC node re-sends before giving up (a whole number, 0 or more). */
  maxRetries?: number
  /** The least slot the node must have reached to take the send (a whole number, 0 or more). */
  minContextSlot?: number
}

const WHOLE = 'expected a whole number, 0 or more'

/** Each option's check, and what a wrong value is told. */
const CHECKS: Record<keyof SolanaSendOptions, [(value: unknown) => boolean, string]> = {
  skipPreflight: [(value) => typeof value === 'boolean', 'expected true or false'],
  preflightCommitment: [
    (value) => SOLANA_COMMITMENTS.includes(value as SolanaCommitment),
    `expected one of ${SOLANA_COMMITMENTS.join(', ')}`,
  ],
  maxRetries: [(value) => Number.isSafeInteger(value) && (value as number) >= 0, WHOLE],
  minContextSlot: [(value) => Number.isSafeInteger(value) && (value as number) >= 0, WHOLE],
}

/** Checks the option; APKT002 naming the field that is wrong. Empty when not given. */
export function resolveSolanaSendOptions(value: unknown): SolanaSendOptions {
  if (value === undefined) return {}
  const fail = (field: string, message: string): never => {
    throw new InvalidOptionsError({ details: `solanaSendOptions.${field}: ${message}` })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail('', 'expected an object')
  const out: Record<string, unknown> = {}
  for (const [field, entry] of Object.entries(value as Record<string, unknown>)) {
    const check = CHECKS[field as keyof SolanaSendOptions]
    if (!check) fail(field, `unknown option (one of ${Object.keys(CHECKS).join(', ')})`)
    else if (entry !== undefined) {
      if (!check[0](entry)) fail(field, check[1])
      out[field] = entry
    }
  }
  return out as SolanaSendOptions
}
