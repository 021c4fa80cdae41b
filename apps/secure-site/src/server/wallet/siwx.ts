import { z } from 'zod'
import { hasControlCharacters } from '../../shared/hasControlCharacters'
import { parseChainId } from './createChains'

/** One line of the message: a line break or hidden character could forge the lines after it. */
const field = z
  .string()
  .refine(
    (value) => !hasControlCharacters(value),
    'must not hold line breaks or control characters',
  )

/** A sign-in-with-X message as the page sends it (docs/wire.md#frame-messages). */
export const siwxMessageSchema = z.object({
  accountAddress: field,
  chainId: field,
  domain: field.min(1),
  uri: field.min(1),
  version: field,
  nonce: field.min(1),
  serializedMessage: z.string().optional(),
  notBefore: field.optional(),
  statement: field.optional(),
  resources: z.array(field).optional(),
  requestId: field.optional(),
  issuedAt: field.optional(),
  expirationTime: field.optional(),
})
export type SiwxMessage = z.infer<typeof siwxMessageSchema>

/**
 * The EIP-4361 text for `message` signed by `address`: the page cannot know the embedded
 * wallet's address before login, so the frame fills it in and serializes here.
 */
export function serializeSiwx(message: SiwxMessage, address: string): string {
  const lines = [`${message.domain} wants you to sign in with your Ethereum account:`, address, '']
  if (message.statement) lines.push(message.statement, '')
  lines.push(
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${parseChainId(message.chainId)}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt ?? new Date().toISOString()}`,
  )
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources?.length) lines.push('Resources:', ...message.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
