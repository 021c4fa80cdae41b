import { describe, expect, it } from 'vitest'
import { isSolanaUserRejection, toSolanaConnectError } from './solanaErrors'

describe('toSolanaConnectError', () => {
  it("says 'Connection rejected' for the wallet's 4001 refusal, kept as the cause", () => {
    const refusal = { code: 4001, message: 'User rejected the request.' }
    const error = toSolanaConnectError(refusal)
    expect(error.shortMessage).toBe('Connection rejected')
    expect(error.code).toBe('CONNECTION_REJECTED')
    expect(error.cause).toBe(refusal)
  })

  it('recognises a refusal by its words when a wallet sends no code, even wrapped', () => {
    const wrapped = new Error('connect failed', { cause: new Error('User rejected the request') })
    expect(isSolanaUserRejection(wrapped)).toBe(true)
    expect(toSolanaConnectError(wrapped).shortMessage).toBe('Connection rejected')
  })

  it("says 'Failed to connect' for anything else", () => {
    const error = toSolanaConnectError(new Error('socket hang up'))
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.code).toBe('FAILED_TO_CONNECT')
    expect(isSolanaUserRejection({ code: -32603, message: 'Internal error' })).toBe(false)
  })
})
