import { afterEach, describe, expect, it, vi } from 'vitest'
import { withLogging } from './withLogging'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('withLogging', () => {
  it('logs names and outcomes, never payloads, and passes results and errors through', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const handlers = withLogging({
      CONNECT_OTP: async () => {},
      CONNECT_EMAIL: async () => {
        throw new Error('Too many emails sent')
      },
      GET_CHAIN_ID: () => ({ chainId: 8453 }),
    })
    const context = { id: '1', origin: 'http://127.0.0.1' }
    await handlers.CONNECT_OTP!({ otp: '123456' }, context)
    await expect(handlers.CONNECT_EMAIL!({ email: 'a@b.co' }, context)).rejects.toThrow(
      'Too many emails sent',
    )
    expect(await handlers.GET_CHAIN_ID!(undefined, context)).toEqual({ chainId: 8453 })
    const lines = debug.mock.calls.map((call) => String(call[0]))
    expect(lines[0]).toMatch(/^\[w3m-secure\] CONNECT_OTP ok \(\d+ ms\)$/)
    expect(lines[1]).toMatch(/CONNECT_EMAIL failed .*Too many emails sent/)
    expect(lines.join('\n')).not.toContain('123456')
    expect(lines.join('\n')).not.toContain('a@b.co')
  })
})
