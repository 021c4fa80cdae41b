import { InvalidOptionsError } from '../errors/errors'

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

const fail = (field: string, message: string): never => {
  throw new InvalidOptionsError({ details: `solanaSendOptions.${field}: ${message}` })
}

const wholeNumber = (field: string, value: unknown): number | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail(field, 'expected a whole number, 0 or more')
  return value as number
}

/** Checks the option; APKT002 naming the field that is wrong. Empty when not given. */
export function resolveSolanaSendOptions(value: unknown): SolanaSendOptions {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail('', 'expected an object')
  const input = value as Record<string, unknown>
  const known = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot']
  const unknown = Object.keys(input).find((key) => !known.includes(key))
  if (unknown) fail(unknown, `unknown option (one of ${known.join(', ')})`)
  const out: SolanaSendOptions = {}
  if (input.skipPreflight !== undefined) {
    if (typeof input.skipPreflight !== 'boolean') fail('skipPreflight', 'expected true or false')
    out.skipPreflight = input.skipPreflight as boolean
  }
  if (input.preflightCommitment !== undefined) {
    const commitment = input.preflightCommitment
    if (!SOLANA_COMMITMENTS.includes(commitment as SolanaCommitment))
      fail('preflightCommitment', `expected one of ${SOLANA_COMMITMENTS.join(', ')}`)
    out.preflightCommitment = commitment as SolanaCommitment
  }
  const maxRetries = wholeNumber('maxRetries', input.maxRetries)
  if (maxRetries !== undefined) out.maxRetries = maxRetries
  const minContextSlot = wholeNumber('minContextSlot', input.minContextSlot)
  if (minContextSlot !== undefined) out.minContextSlot = minContextSlot
  return out
}
