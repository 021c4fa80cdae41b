import { beforeEach, describe, expect, it } from 'vitest'
import { frameSiwxRequest, keepFrameSiwx } from './frameSiwx'
import { hasSiwxSession, readSiwxSessions } from './siwxSessions'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** What the secure site answers: the request with the address filled in, its text and a signature. */
function answerTo(request: ReturnType<typeof frameSiwxRequest>, address = ADDRESS) {
  const chain = request.chainId.replace('eip155:', '')
  const message = [
    `${request.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    request.statement,
    '',
    `URI: ${request.uri}`,
    'Version: 1',
    `Chain ID: ${chain}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${request.issuedAt}`,
  ].join('\n')
  return {
    address,
    message,
    signature: `0x${'ab'.repeat(65)}`,
    siwxMessage: { ...request, accountAddress: address, serializedMessage: message },
  }
}

describe('sign-in-with-X through the frame', () => {
  beforeEach(() => localStorage.clear())

  it('asks for this origin and chain, with a fresh nonce each time', () => {
    const first = frameSiwxRequest(8453, 'Sign in to the shop.')
    const second = frameSiwxRequest(8453, 'Sign in to the shop.')
    expect(first).toMatchObject({
      accountAddress: '',
      chainId: 'eip155:8453',
      domain: location.host,
      uri: location.origin,
      version: '1',
      statement: 'Sign in to the shop.',
    })
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(second.nonce).not.toBe(first.nonce)
  })

  it('keeps the answer to this request as the session of the returned account', () => {
    const request = frameSiwxRequest(8453, 'Sign in.')
    const answer = answerTo(request)
    expect(keepFrameSiwx(localStorage, request, answer)).toBe(true)
    expect(hasSiwxSession(localStorage, ADDRESS.toLowerCase(), 8453)).toBe(true)
    expect(readSiwxSessions(localStorage)).toEqual([
      {
        data: {
          chainId: 8453,
          address: ADDRESS,
          domain: request.domain,
          nonce: request.nonce,
          issuedAt: request.issuedAt,
        },
        message: answer.message,
        signature: answer.signature,
      },
    ])
  })

  it('drops an answer that does not belong to the request', () => {
    const request = frameSiwxRequest(8453, 'Sign in.')
    const other = frameSiwxRequest(8453, 'Sign in.')
    const good = answerTo(request)
    const cases = [
      { ...good, signature: undefined },
      { ...good, message: undefined },
      { ...good, siwxMessage: undefined },
      { ...good, signature: 'not hex' },
      // Another request's answer (replayed nonce).
      answerTo(other),
      // Signed for another account than the one returned.
      { ...answerTo(request, '0x0000000000000000000000000000000000000001'), address: ADDRESS },
      { ...good, siwxMessage: { ...good.siwxMessage, domain: 'evil.example' } },
      { ...good, siwxMessage: { ...good.siwxMessage, chainId: 'eip155:42161' } },
      { ...good, message: good.message.replace('Chain ID: 8453', 'Chain ID: 1') },
      { ...good, message: good.message.replace(location.host, 'evil.example') },
    ]
    for (const answer of cases) expect(keepFrameSiwx(localStorage, request, answer)).toBe(false)
    expect(readSiwxSessions(localStorage)).toEqual([])
  })

  it('reports a storage that refuses the session as not kept', () => {
    const request = frameSiwxRequest(8453, 'Sign in.')
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    } as unknown as Storage
    expect(keepFrameSiwx(refusing, request, answerTo(request))).toBe(false)
  })
})
