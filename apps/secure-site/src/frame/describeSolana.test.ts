import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { decodeSolanaMessage, describeSolanaRequest, formatSol } from './describeSolana'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const payer = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const blockhash = bs58.encode(new Uint8Array(32).fill(3))
const TOKEN = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
const mint = Keypair.generate().publicKey

function legacy(...instructions: TransactionInstruction[]) {
  const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(...instructions)
  return bs58.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}
function v0(...instructions: TransactionInstruction[]) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message()
  return bs58.encode(new VersionedTransaction(message).serialize())
}
const transfer = (lamports: number) =>
  SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports })
const rows = (method: string, params: unknown) => describeSolanaRequest(method, params, SOLANA).rows

describe('the Solana approval card', () => {
  it('reads a SOL transfer, legacy and v0, with the network and fee payer', () => {
    for (const transaction of [legacy(transfer(1_500_000_000)), v0(transfer(1_500_000_000))]) {
      const summary = describeSolanaRequest(
        'solana_signAndSendTransaction',
        { transaction },
        SOLANA,
      )
      expect(summary.title).toBe('Send transaction')
      expect(summary.rows).toEqual([
        ['Network', `Solana (${SOLANA})`],
        ['Fee payer', payer.toBase58()],
        ['Send', '1.5 SOL'],
        ['To', to.toBase58()],
      ])
    }
  })

  it('reads SPL transfers (checked and plain), memos; shows unknown programs raw', () => {
    const source = Keypair.generate().publicKey
    const destination = Keypair.generate().publicKey
    const checked = Buffer.alloc(10)
    checked[0] = 12
    checked.writeBigUInt64LE(2_500_000n, 1)
    checked[9] = 6
    const plain = Buffer.alloc(9)
    plain[0] = 3
    plain.writeBigUInt64LE(7n, 1)
    const keys = (list: PublicKey[]) =>
      list.map((pubkey) => ({ pubkey, isSigner: false, isWritable: true }))
    const unknown = Keypair.generate().publicKey
    const transaction = legacy(
      new TransactionInstruction({
        programId: TOKEN,
        keys: keys([source, mint, destination, payer]),
        data: checked,
      }),
      new TransactionInstruction({
        programId: TOKEN,
        keys: keys([source, destination, payer]),
        data: plain,
      }),
      new TransactionInstruction({ programId: MEMO, keys: [], data: Buffer.from('for lunch') }),
      new TransactionInstruction({ programId: unknown, keys: [], data: Buffer.from([1, 2]) }),
    )
    expect(rows('solana_signTransaction', { transaction })).toEqual([
      ['Network', `Solana (${SOLANA})`],
      ['Fee payer', payer.toBase58()],
      ['Token', mint.toBase58()],
      ['Send', '2.5'],
      ['To token account', destination.toBase58()],
      ['Send', '7 token units'],
      ['From token account', source.toBase58()],
      ['To token account', destination.toBase58()],
      ['Memo', 'for lunch'],
      ['Program', `${unknown.toBase58()}\nAccounts: none\nData: 0102`],
    ])
  })

  it('lists each transaction of a signAll, the send options, and bytes it cannot read', () => {
    const summary = describeSolanaRequest(
      'solana_signAllTransactions',
      { transactions: [legacy(transfer(1)), 'zzz'] },
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
    expect(summary.title).toBe('Sign 2 transactions')
    expect(summary.rows[0]).toEqual([
      'Network',
      'Solana Devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1)',
    ])
    expect(summary.rows[1]?.[1]).toContain('Send: 0.000000001 SOL')
    expect(summary.rows[2]?.[1]).toContain('Could not be decoded')
    expect(
      rows('solana_signAndSendTransaction', {
        transaction: legacy(transfer(1)),
        options: { skipPreflight: true, preflightCommitment: 'finalized', maxRetries: 3 },
      }).at(-1),
    ).toEqual([
      'Send options',
      'skipPreflight: true, preflightCommitment: finalized, maxRetries: 3',
    ])
  })

  it('shows a message as text, or as hex when it is not text', () => {
    expect(decodeSolanaMessage(bs58.encode(Buffer.from('hello')))).toBe('hello')
    expect(decodeSolanaMessage(bs58.encode(Uint8Array.from([0, 1, 0xff])))).toBe('0x0001ff')
    expect(rows('solana_signMessage', { message: bs58.encode(Buffer.from('hi')) })).toEqual([
      ['Network', `Solana (${SOLANA})`],
      ['Message', 'hi'],
    ])
    expect(formatSol(1_000_000_000n)).toBe('1 SOL')
  })
})
