import { formatAmount, type Row, type TokenInfo } from './decodeCall'

type TypedData = {
  primaryType?: unknown
  domain?: { name?: unknown; version?: unknown; chainId?: unknown; verifyingContract?: unknown }
  message?: Record<string, unknown>
}

/** Permit2's contract, the same address on every chain. */
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

function toBigInt(value: unknown): bigint | undefined {
  try {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

/** A Unix time in seconds as an ISO date; the max value (no expiry) as "never". */
function formatDeadline(value: unknown): string {
  const seconds = toBigInt(value)
  if (seconds === undefined) return text(value)
  if (seconds >= 2n ** 48n - 1n) return 'never'
  return new Date(Number(seconds) * 1000).toISOString()
}

function amount(value: unknown, token: TokenInfo | undefined): string {
  const parsed = toBigInt(value)
  return parsed === undefined ? text(value) : formatAmount(parsed, token)
}

/** Parses eth_signTypedData_v4's second parameter (a JSON string, or already an object). */
export function parseTypedData(raw: unknown): TypedData {
  try {
    const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
    return data && typeof data === 'object' ? (data as TypedData) : {}
  } catch {
    return {}
  }
}

/** The token a permit is about: the verifying contract of an EIP-2612 permit, else Permit2's. */
export function permitToken(data: TypedData): string | undefined {
  const message = data.message ?? {}
  const details = message.details as { token?: unknown } | undefined
  const permitted = message.permitted as { token?: unknown } | undefined
  const token =
    data.primaryType === 'Permit'
      ? data.domain?.verifyingContract
      : (details?.token ?? permitted?.token)
  return typeof token === 'string' ? token.toLowerCase() : undefined
}

/**
 * The rows for typed data: its domain (name, chain id, verifying contract) always, then what an
 * EIP-2612 permit or a Permit2 permit grants (spender, amount, deadline), else the full data.
 */
export function describeTypedData(
  raw: unknown,
  token: TokenInfo | undefined,
): {
  title: string
  rows: Row[]
} {
  const data = parseTypedData(raw)
  const domain = data.domain ?? {}
  const message = data.message ?? {}
  const rows: Row[] = [
    ['Domain', text(domain.name) || '(no name)'],
    ['Domain chain ID', text(domain.chainId) || '(none)'],
    ['Verifying contract', text(domain.verifyingContract) || '(none)'],
  ]
  const fromPermit2 = text(domain.verifyingContract).toLowerCase() === PERMIT2
  const details = message.details as Record<string, unknown> | undefined
  const permitted = message.permitted as Record<string, unknown> | undefined
  if (data.primaryType === 'Permit' && !fromPermit2) {
    rows.push(
      ['Action', 'Permit: lets the spender move your tokens'],
      ['Spender', text(message.spender)],
      ['Amount', amount(message.value, token)],
      ['Deadline', formatDeadline(message.deadline)],
    )
    return { title: 'Sign token permit', rows }
  }
  if (data.primaryType === 'PermitSingle' && details) {
    rows.push(
      ['Action', 'Permit2: lets the spender move your tokens'],
      ['Token', text(details.token)],
      ['Spender', text(message.spender)],
      ['Amount', amount(details.amount, token)],
      ['Expires', formatDeadline(details.expiration)],
    )
    return { title: 'Sign Permit2 approval', rows }
  }
  if (data.primaryType === 'PermitTransferFrom' && permitted) {
    rows.push(
      ['Action', 'Permit2: lets the spender transfer your tokens'],
      ['Token', text(permitted.token)],
      ['Spender', text(message.spender)],
      ['Amount', amount(permitted.amount, token)],
      ['Deadline', formatDeadline(message.deadline)],
    )
    return { title: 'Sign Permit2 transfer', rows }
  }
  if (data.primaryType === 'PermitBatch' && Array.isArray(message.details)) {
    rows.push(
      ['Action', 'Permit2: lets the spender move several tokens'],
      ['Spender', text(message.spender)],
    )
    for (const [i, entry] of (message.details as Array<Record<string, unknown>>).entries())
      rows.push([`Token ${i + 1}`, `${text(entry.token)}: ${amount(entry.amount, undefined)}`])
    return { title: 'Sign Permit2 approval', rows }
  }
  rows.push(
    ['Type', text(data.primaryType)],
    ['Data', typeof raw === 'string' ? raw : JSON.stringify(raw)],
  )
  return { title: 'Sign typed data', rows }
}
