import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { fromBase58, isSolanaAddress, toBase58 } from './base58'

const ADDRESS = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'

describe('base58', () => {
  it('writes and reads Solana addresses as web3.js does, leading zeros included', () => {
    const key = new PublicKey(ADDRESS)
    expect(toBase58(key.toBytes())).toBe(ADDRESS)
    expect(fromBase58(ADDRESS)).toEqual(key.toBytes())
    const zeros = new Uint8Array(32)
    zeros[31] = 7
    expect(toBase58(zeros)).toBe(new PublicKey(zeros).toBase58())
    expect(fromBase58(toBase58(zeros))).toEqual(zeros)
  })

  it('tells a Solana address from anything else', () => {
    expect(isSolanaAddress(ADDRESS)).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isSolanaAddress(`${ADDRESS}0`)).toBe(false)
    expect(isSolanaAddress('EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswl')).toBe(false)
    expect(fromBase58('I0Ol')).toBeUndefined()
  })
})
