import { describe, expect, it } from 'vitest'
import { findFactoryAddress } from './devnetContracts'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'

describe('findFactoryAddress', () => {
  it('finds the factory under its chain, however nested', () => {
    expect(findFactoryAddress({ 8453: { SmartAccountFactory: A } }, 8453)).toBe(A)
    expect(
      findFactoryAddress(
        { chains: { 'eip155:42161': { contracts: { smartAccountFactory: { address: B } } } } },
        42161,
      ),
    ).toBe(B)
    expect(
      findFactoryAddress(
        { 8453: { SmartAccountFactory: A }, 42161: { SmartAccountFactory: B } },
        42161,
      ),
    ).toBe(B)
  })

  it('answers undefined for a missing chain or a malformed address', () => {
    expect(findFactoryAddress({ 8453: { SmartAccountFactory: A } }, 1)).toBeUndefined()
    expect(findFactoryAddress({ 8453: { SmartAccountFactory: '0x12' } }, 8453)).toBeUndefined()
    expect(findFactoryAddress(undefined, 8453)).toBeUndefined()
  })
})
