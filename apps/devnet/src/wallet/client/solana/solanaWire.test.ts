import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeInstructions, parseWireTransaction, signWireTransaction } from './solanaWire'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(7))
const blockhash = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey.toBase58()
const transfer = SystemProgram.transfer({
  fromPubkey: payer.publicKey,
  toPubkey: Keypair.fromSeed(new Uint8Array(32).fill(8)).publicKey,
  lamports: 1.5 * LAMPORTS_PER_SOL,
})

describe('the wallet signs wire transactions as web3.js does', () => {
  it('signs a legacy transaction in the payer slot', () => {
    const tx = new Transaction({
      feePayer: payer.publicKey,
      blockhash,
      lastValidBlockHeight: 1,
    }).add(transfer)
    const unsigned = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    const parsed = parseWireTransaction(unsigned)
    expect(parsed).toMatchObject({
      version: 'legacy',
      requiredSignatures: 1,
      recentBlockhash: blockhash,
    })
    const signed = signWireTransaction(parsed, payer.publicKey.toBase58(), payer.secretKey)
    tx.sign(payer)
    expect(Buffer.from(signed)).toEqual(tx.serialize())
    expect(describeInstructions(parsed)).toEqual([
      `Send 1.5 SOL to ${transfer.keys[1]?.pubkey.toBase58()}`,
    ])
  })

  it('signs a v0 transaction and refuses an account that is not a signer', () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    const parsed = parseWireTransaction(tx.serialize())
    expect(parsed.version).toBe(0)
    const signed = signWireTransaction(parsed, payer.publicKey.toBase58(), payer.secretKey)
    tx.sign([payer])
    expect(Buffer.from(signed)).toEqual(Buffer.from(tx.serialize()))
    const stranger = Keypair.generate()
    expect(() =>
      signWireTransaction(parsed, stranger.publicKey.toBase58(), stranger.secretKey),
    ).toThrow(/needs no signature/)
  })
})
