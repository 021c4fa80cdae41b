import { formatUnits, parseUnits } from 'viem'

/** Optional minus, digits, optional dot (and fraction digits after it) (docs/behaviour.md#validation). */
const DECIMAL = /^-?\d+(\.\d*)?$/

/** True when `value` is a decimal string as docs/behaviour.md#validation defines it. */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value)
}

/**
 * A decimal string as base units with `decimals` places, or undefined when it is not a decimal
 * string, is negative, or has more fraction digits than the token can hold.
 */
export function parseAmount(value: string, decimals: number): bigint | undefined {
  const trimmed = value.trim()
  if (!isDecimalString(trimmed) || trimmed.startsWith('-')) return undefined
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.length > decimals) return undefined
  return parseUnits(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed, decimals)
}

/** Base units as a decimal string with `decimals` places, trailing zeros dropped. */
export function formatAmount(units: bigint, decimals: number): string {
  return formatUnits(units, decimals)
}
