import { hasControlCharacters } from '../shared/hasControlCharacters'
import { toChainNumber } from './frameContext'

/**
 * What the frame does with a sign-in message the page sent with GET_USER or CONNECT_SOCIAL:
 * `sign` it at once (it is exactly the message the frame would build for its parent), leave it
 * for the visitor to `review` in the approval card (valid, but not that message), or `refuse` it.
 */
export type SiwxVerdict =
  | { action: 'sign' }
  | { action: 'review' }
  | { action: 'refuse'; reason: string }

/** How far `issuedAt` may be from the frame's clock for a message to count as made just now. */
const ISSUED_AT_TOLERANCE_MS = 10 * 60_000

/** The longest statement signed without review. */
const MAX_USUAL_STATEMENT = 120

/** A statement the modal would write: a short sentence of plain letters and punctuation. */
const USUAL_STATEMENT = /^[A-Za-z0-9 .,!?'()-]*$/

const STRING_FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'serializedMessage',
] as const

const refuse = (reason: string): SiwxVerdict => ({ action: 'refuse', reason })

/**
 * Checks a sign-in message against the parent origin the frame verified and the chain it answers
 * for. A message for another site, or one carrying line breaks or hidden characters, is refused.
 */
export function checkSiwx(
  message: unknown,
  parentOrigin: string,
  chainId: number,
  now = Date.now(),
): SiwxVerdict {
  if (!message || typeof message !== 'object') return refuse('The sign-in message is malformed')
  const fields = message as Record<string, unknown>
  for (const name of STRING_FIELDS) {
    const value = fields[name]
    if (value === undefined) continue
    if (typeof value !== 'string') return refuse(`The sign-in message's ${name} is malformed`)
    if (hasControlCharacters(value))
      return refuse(`The sign-in message's ${name} holds control characters`)
  }
  const resources = fields.resources
  if (resources !== undefined) {
    if (!Array.isArray(resources) || resources.some((r) => typeof r !== 'string'))
      return refuse("The sign-in message's resources are malformed")
    if ((resources as string[]).some(hasControlCharacters))
      return refuse("The sign-in message's resources hold control characters")
  }
  let parent: URL
  try {
    parent = new URL(parentOrigin)
  } catch {
    return refuse('The site embedding the wallet is unknown')
  }
  const { domain, uri, version, nonce, statement, issuedAt } = fields as Record<string, string>
  if (domain !== parent.host) return refuse(`The sign-in message is for ${domain}, not this site`)
  let target: URL
  try {
    target = new URL(uri ?? '')
  } catch {
    return refuse('The sign-in message has no valid URI')
  }
  if (target.origin !== parent.origin)
    return refuse(`The sign-in message's URI is on ${target.origin}, not this site`)
  if (version !== '1') return refuse('The sign-in message has an unknown version')
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce ?? '')) return refuse('The sign-in message has a bad nonce')
  const messageChain = toChainNumber(String(fields.chainId ?? ''))
  if (!Number.isInteger(messageChain) || messageChain <= 0)
    return refuse('The sign-in message has a bad chain id')

  // Valid. Exactly what the frame would build itself for this site and chain: signed at once.
  const issued = issuedAt === undefined ? now : Date.parse(issuedAt)
  const usual =
    (uri === parent.origin || uri === `${parent.origin}/`) &&
    messageChain === chainId &&
    (statement === undefined ||
      (statement.length <= MAX_USUAL_STATEMENT && USUAL_STATEMENT.test(statement))) &&
    Math.abs(issued - now) <= ISSUED_AT_TOLERANCE_MS &&
    fields.expirationTime === undefined &&
    fields.notBefore === undefined &&
    fields.requestId === undefined &&
    (resources === undefined || (resources as string[]).length === 0)
  return usual ? { action: 'sign' } : { action: 'review' }
}
