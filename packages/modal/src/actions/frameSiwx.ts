import { writeSiwxSession } from './siwxSessions'

// The embedded wallet's sign-in in the login step: loaded with the auth connector, after the click.

/** The SIWX message the embedded wallet's frame is asked to sign with GET_USER (it fills in the address). */
export type FrameSiwxRequest = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  issuedAt?: string
}

/** What the frame answered GET_USER with, as far as SIWX goes. */
type FrameSiwxAnswer = {
  address: string
  message?: string | undefined
  signature?: string | undefined
  siwxMessage?:
    | { accountAddress: string; chainId: string; domain: string; nonce: string }
    | undefined
}

/** A new request for `chainId` on this page's origin. */
export function frameSiwxRequest(chainId: number, statement: string): FrameSiwxRequest {
  return {
    accountAddress: '',
    chainId: `eip155:${chainId}`,
    domain: location.host,
    uri: location.origin,
    version: '1',
    nonce: crypto.randomUUID().replaceAll('-', ''),
    statement,
    issuedAt: new Date().toISOString(),
  }
}

/**
 * Stores the frame's signature of `request` as the session of the account it returned. Only an
 * answer to this very request counts (same nonce, domain and chain, a message for that address
 * that carries the nonce); anything else is dropped and the visitor signs in the usual view.
 */
export function keepFrameSiwx(
  storage: Storage | undefined,
  request: FrameSiwxRequest,
  answer: FrameSiwxAnswer,
): boolean {
  const { message, signature, siwxMessage: signed, address } = answer
  const chainId = Number(request.chainId.replace(/^eip155:/, ''))
  const matches =
    typeof message === 'string' &&
    typeof signature === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(signature) &&
    signed !== undefined &&
    signed.nonce === request.nonce &&
    signed.domain === request.domain &&
    signed.chainId === request.chainId &&
    signed.accountAddress.toLowerCase() === address.toLowerCase() &&
    message.startsWith(`${request.domain} wants you to sign in`) &&
    message.split('\n')[1]?.toLowerCase() === address.toLowerCase() &&
    message.includes(`\nNonce: ${request.nonce}`) &&
    message.includes(`\nChain ID: ${chainId}`)
  if (!matches) return false
  try {
    writeSiwxSession(storage, {
      data: {
        chainId,
        address,
        domain: request.domain,
        nonce: request.nonce,
        issuedAt: request.issuedAt ?? new Date().toISOString(),
      },
      message,
      signature,
    })
    return true
  } catch {
    return false
  }
}
