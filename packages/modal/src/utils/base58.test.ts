import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64, isSolanaAddress } from './base58'

describe('base58', () => {
  it('round-trips a Solana address the way web3.js reads it', () => {
    const address = '8VSK5RRiquSiHhpeFAbnPGt9NuAZVPDkJqDM2xVQgHKn'
    const bytes = decodeBase58(address)
    expect([...bytes]).toEqual([...new PublicKey(address).toBytes()])
    expect(encodeBase58(bytes)).toBe(address)
  })

  it('keeps leading zero bytes as 1s and encodes known vectors', () => {
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect([...decodeBase58('112')]).toEqual([0, 0, 1])
    expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Not base58')
  })
})

describe('base64', () => {
  it('round-trips bytes', () => {
    const bytes = new Uint8Array([0, 255, 1, 2, 3, 250])
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect([...decodeBase64(encodeBase64(bytes))]).toEqual([...bytes])
  })
})

describe('isSolanaAddress', () => {
  const address = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'

  it('tells a Solana address from anything else', () => {
    expect(isSolanaAddress(address)).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isSolanaAddress(`${address}0`)).toBe(false)
    expect(isSolanaAddress('EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswl')).toBe(false)
  })
})
