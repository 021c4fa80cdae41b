import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { TOKEN_PROGRAM_ID } from './splInstructions'
import { formatAmount, readMint, readTokenAccount, uiTokenAmount } from './tokenLayout'

describe('token layouts', () => {
  it('writes amounts out without float rounding', () => {
    expect(formatAmount(975_000_000n, 6)).toBe('975')
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(1n, 6)).toBe('0.000001')
    expect(formatAmount(12_345_678_901_234_567_891n, 9)).toBe('12345678901.234567891')
    expect(formatAmount(120n, 0)).toBe('120')
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
  })

  it('reads a token account and a mint, and nothing else', () => {
    const mint = Keypair.generate().publicKey
    const owner = Keypair.generate().publicKey
    const account = Buffer.alloc(165)
    mint.toBuffer().copy(account, 0)
    owner.toBuffer().copy(account, 32)
    account.writeBigUInt64LE(42n, 64)
    account[108] = 1
    const token = readTokenAccount({ owner: TOKEN_PROGRAM_ID, data: account })
    expect(token?.mint.equals(mint)).toBe(true)
    expect(token?.owner.equals(owner)).toBe(true)
    expect(token).toMatchObject({ amount: 42n, state: 'initialized', isNative: false })
    // The same bytes owned by another program, or an uninitialized account, are not one.
    expect(readTokenAccount({ owner: Keypair.generate().publicKey, data: account })).toBeUndefined()
    expect(readTokenAccount({ owner: TOKEN_PROGRAM_ID, data: Buffer.alloc(165) })).toBeUndefined()

    const mintData = Buffer.alloc(82)
    mintData.writeUInt32LE(1, 0)
    owner.toBuffer().copy(mintData, 4)
    mintData.writeBigUInt64LE(1_000n, 36)
    mintData[44] = 6
    mintData[45] = 1
    expect(readMint({ owner: TOKEN_PROGRAM_ID, data: mintData })).toEqual({
      mintAuthority: owner.toBase58(),
      supply: 1_000n,
      decimals: 6,
      freezeAuthority: null,
    })
    expect(readMint({ owner: TOKEN_PROGRAM_ID, data: account })).toBeUndefined()
  })
})
