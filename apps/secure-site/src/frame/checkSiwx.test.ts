import { describe, expect, it } from 'vitest'
import { checkSiwx } from './checkSiwx'

const PARENT = 'https://dapp.example'
const NOW = Date.parse('2026-11-24T12:00:00.000Z')

/** The message the modal sends for its own page: what the frame would build itself. */
const usual = {
  accountAddress: '',
  chainId: 'eip155:8453',
  domain: 'dapp.example',
  uri: PARENT,
  version: '1',
  nonce: '3f9a1c0e8b7d4a21',
  statement: 'Sign in to continue.',
  issuedAt: new Date(NOW).toISOString(),
}
const check = (message: unknown, chainId = 8453) => checkSiwx(message, PARENT, chainId, NOW)

describe('checkSiwx', () => {
  it('signs the exact message the frame would build for its parent', () => {
    expect(check(usual)).toEqual({ action: 'sign' })
    expect(check({ ...usual, statement: undefined, issuedAt: undefined })).toEqual({
      action: 'sign',
    })
    expect(check({ ...usual, uri: `${PARENT}/`, chainId: '8453' })).toEqual({ action: 'sign' })
  })

  it('refuses a message for another site', () => {
    expect(check({ ...usual, domain: 'evil.example' })).toEqual({
      action: 'refuse',
      reason: 'The sign-in message is for evil.example, not this site',
    })
    expect(check({ ...usual, uri: 'https://evil.example/login' }).action).toBe('refuse')
    expect(check({ ...usual, uri: 'http://dapp.example' }).action).toBe('refuse')
    expect(check({ ...usual, domain: 'dapp.example:8443' }).action).toBe('refuse')
    expect(checkSiwx(usual, '', 8453, NOW).action).toBe('refuse')
  })

  it('refuses line breaks, controls and hidden reordering characters in any field', () => {
    const injected = 'Sign in.\n\nURI: https://evil.example\nVersion: 1'
    expect(check({ ...usual, statement: injected })).toEqual({
      action: 'refuse',
      reason: "The sign-in message's statement holds control characters",
    })
    for (const bad of ['\r', '\u0000', '\u0085', '\u2028', '\u202e', '\u2066', '\u200b']) {
      expect(check({ ...usual, statement: `Sign in${bad}now` }).action, JSON.stringify(bad)).toBe(
        'refuse',
      )
    }
    expect(check({ ...usual, nonce: 'abcdefgh\nNonce: 1' }).action).toBe('refuse')
    expect(check({ ...usual, resources: ['https://dapp.example/a\nb'] }).action).toBe('refuse')
  })

  it('refuses what is not a sign-in message at all', () => {
    expect(check('dapp.example wants you to sign in').action).toBe('refuse')
    expect(check({ ...usual, version: '2' }).action).toBe('refuse')
    expect(check({ ...usual, nonce: 'short' }).action).toBe('refuse')
    expect(check({ ...usual, chainId: 'eip155:zero' }).action).toBe('refuse')
    expect(check({ ...usual, statement: 42 }).action).toBe('refuse')
  })

  it('leaves a valid but unusual message for the visitor to review in the card', () => {
    for (const unusual of [
      { statement: 'Sign in and approve https://evil.example/claim' },
      { statement: 'Войти' },
      { statement: 'x'.repeat(121) },
      { resources: ['https://dapp.example/terms'] },
      { expirationTime: '2026-12-01T00:00:00.000Z' },
      { requestId: 'abc' },
      { uri: `${PARENT}/login` },
      { issuedAt: '2020-01-01T00:00:00.000Z' },
    ]) {
      expect(check({ ...usual, ...unusual }), JSON.stringify(unusual)).toEqual({ action: 'review' })
    }
    // For another chain than the one the frame answers for.
    expect(check(usual, 42161)).toEqual({ action: 'review' })
  })
})
