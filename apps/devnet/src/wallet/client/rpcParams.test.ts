import { describe, expect, it } from 'vitest'
import { readableMessage } from './describeRequest'
import {
  addChainSchema,
  personalSignSchema,
  sendTransactionSchema,
  signTypedDataSchema,
} from './rpcParams'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('wallet request params', () => {
  it('parse typed data given as JSON text or as an object, and refuse broken JSON', () => {
    const typed = {
      types: { A: [{ name: 'x', type: 'uint256' }] },
      primaryType: 'A',
      domain: {},
      message: { x: 1 },
    }
    expect(signTypedDataSchema.parse([address, JSON.stringify(typed)])[1]).toEqual(typed)
    expect(signTypedDataSchema.parse([address, typed])[1]).toEqual(typed)
    expect(signTypedDataSchema.safeParse([address, '{oops']).success).toBe(false)
  })

  it('refuse a transaction whose quantities are not hex or whose sender is not an address', () => {
    expect(sendTransactionSchema.safeParse([{ from: address, value: '0x10' }]).success).toBe(true)
    expect(sendTransactionSchema.safeParse([{ from: address, value: '16' }]).success).toBe(false)
    expect(sendTransactionSchema.safeParse([{ from: '0x1234', value: '0x10' }]).success).toBe(false)
    expect(personalSignSchema.safeParse(['0x68', 'nobody']).success).toBe(false)
  })

  it('need at least one valid RPC URL to add a chain', () => {
    expect(addChainSchema.safeParse([{ chainId: '0x7a69', rpcUrls: [] }]).success).toBe(false)
    expect(addChainSchema.safeParse([{ chainId: '0x7a69', rpcUrls: ['not a url'] }]).success).toBe(
      false,
    )
    expect(
      addChainSchema.safeParse([{ chainId: '0x7a69', rpcUrls: ['http://127.0.0.1:8545'] }]).success,
    ).toBe(true)
  })

  it('show messages as text when printable and as hex when binary', () => {
    expect(readableMessage('0x68656c6c6f')).toBe('hello')
    expect(readableMessage('0x0001ff')).toBe('0x0001ff')
    expect(readableMessage('plain text')).toBe('plain text')
  })
})
