import { PublicKey, SystemProgram } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { associatedTokenAddress, transferInstructions } from './solanaTransfer'

const FROM = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'
const TO = 'HF4rZYbcDPfEvFp9tewCJViJ1V3N9ad8jd79QnfbVDXP'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

describe('transferInstructions', () => {
  it('sends SOL with one system transfer of the lamports', async () => {
    const getAccountInfo = vi.fn()
    const [instruction, ...rest] = await transferInstructions(
      { getAccountInfo },
      { from: FROM, to: TO, amount: 10_000_000n, decimals: 9 },
    )
    expect(rest).toEqual([])
    expect(instruction?.programId.equals(SystemProgram.programId)).toBe(true)
    expect(instruction?.data.readBigUInt64LE(4)).toBe(10_000_000n)
    expect(getAccountInfo).not.toHaveBeenCalled()
  })

  it("creates the receiver's associated token account first when it is missing", async () => {
    const getAccountInfo = vi.fn(async () => null)
    const instructions = await transferInstructions(
      { getAccountInfo },
      { from: FROM, to: TO, amount: 1_500_000n, mint: MINT, decimals: 6 },
    )
    const receiverAccount = associatedTokenAddress(new PublicKey(MINT), new PublicKey(TO))
    expect(getAccountInfo).toHaveBeenCalledWith(receiverAccount)
    expect(instructions.map((entry) => entry.programId.toBase58())).toEqual([
      ATA_PROGRAM,
      TOKEN_PROGRAM,
    ])
    const [create, transfer] = instructions
    expect([...(create?.data ?? [])]).toEqual([1])
    expect(create?.keys[1]?.pubkey.equals(receiverAccount)).toBe(true)
    // TransferChecked: 12, the amount (u64 little-endian), the decimals.
    expect(transfer?.data[0]).toBe(12)
    expect(Buffer.from(transfer?.data ?? []).readBigUInt64LE(1)).toBe(1_500_000n)
    expect(transfer?.data[9]).toBe(6)
    expect(transfer?.keys.map((key) => key.pubkey.toBase58())).toEqual([
      associatedTokenAddress(new PublicKey(MINT), new PublicKey(FROM)).toBase58(),
      MINT,
      receiverAccount.toBase58(),
      FROM,
    ])
  })

  it('only transfers when the receiver already holds the token', async () => {
    const getAccountInfo = vi.fn(async () => ({}) as never)
    const instructions = await transferInstructions(
      { getAccountInfo },
      { from: FROM, to: TO, amount: 1n, mint: MINT, decimals: 6 },
    )
    expect(instructions.map((entry) => entry.programId.toBase58())).toEqual([TOKEN_PROGRAM])
  })
})
