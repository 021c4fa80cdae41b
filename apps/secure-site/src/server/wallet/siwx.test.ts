import { describe, expect, it } from 'vitest'
import { serializeSiwx, siwxMessageSchema } from './siwx'

describe('serializeSiwx', () => {
  it('writes EIP-4361 text with the wallet address', () => {
    const text = serializeSiwx(
      {
        accountAddress: '',
        chainId: 'eip155:8453',
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n0nce123',
        issuedAt: '2026-01-01T00:00:00.000Z',
        resources: ['https://a.test'],
      },
      '0xAbC',
    )
    expect(text).toBe(
      [
        'app.test wants you to sign in with your Ethereum account:',
        '0xAbC',
        '',
        'URI: https://app.test',
        'Version: 1',
        'Chain ID: 8453',
        'Nonce: n0nce123',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Resources:',
        '- https://a.test',
      ].join('\n'),
    )
  })
})

describe('siwxMessageSchema', () => {
  it('refuses line breaks and hidden characters that would forge lines of the message', () => {
    const message = {
      accountAddress: '',
      chainId: 'eip155:8453',
      domain: 'app.test',
      uri: 'https://app.test',
      version: '1',
      nonce: 'n0nce123',
    }
    expect(siwxMessageSchema.safeParse(message).success).toBe(true)
    for (const statement of ['a\nURI: https://evil.test', 'a\rb', 'a\u202eb', 'a\u2028b']) {
      expect(siwxMessageSchema.safeParse({ ...message, statement }).success).toBe(false)
    }
    expect(siwxMessageSchema.safeParse({ ...message, domain: 'evil.test\napp.test' }).success).toBe(
      false,
    )
    expect(siwxMessageSchema.safeParse({ ...message, resources: ['https://a\n'] }).success).toBe(
      false,
    )
  })
})
