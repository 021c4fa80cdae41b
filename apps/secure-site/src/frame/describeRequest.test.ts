import { describe, expect, it } from 'vitest'
import { decodeMessage, describeRequest, formatEth } from './describeRequest'

describe('describeRequest', () => {
  it('formats amounts and decodes text messages', () => {
    expect(formatEth('0xde0b6b3a7640000')).toBe('1 ETH')
    expect(formatEth('1500000000000000')).toBe('0.0015 ETH')
    expect(formatEth(undefined)).toBe('0 ETH')
    expect(decodeMessage('0x68656c6c6f')).toBe('hello')
    expect(decodeMessage('0xff00')).toBe('0xff00')
    expect(decodeMessage('plain')).toBe('plain')
  })

  it('summarises each approval method', () => {
    expect(describeRequest('personal_sign', ['0x6869', '0xabc'])).toEqual({
      title: 'Sign message',
      rows: [['Message', 'hi']],
    })
    expect(describeRequest('eth_sendTransaction', [{ to: '0xdead', value: '0x0' }]).rows).toEqual([
      ['To', '0xdead'],
      ['Amount', '0 ETH'],
    ])
    const calls = describeRequest('wallet_sendCalls', [
      { calls: [{ to: '0xa', value: '0xde0b6b3a7640000' }, { to: '0xb' }] },
    ])
    expect(calls.title).toBe('Send 2 calls')
    expect(calls.rows[0]).toEqual(['Call 1', '1 ETH to 0xa'])
  })
})
