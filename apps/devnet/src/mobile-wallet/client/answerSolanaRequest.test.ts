import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { mobileWalletSolanaKeypair } from '../mobileWalletKeys'
import { createSolanaAnswerer } from './answerSolanaRequest'

const keypair = mobileWalletSolanaKeypair()
const address = keypair.publicKey.toBase58()
// No request here reaches the cluster (only signAndSend would): a closed port.
const answer = createSolanaAnswerer({ keypair, rpcUrl: 'http://127.0.0.1:9' })

const unsignedV0 = (payer = keypair.publicKey) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer,
      recentBlockhash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      ],
    }).compileToV0Message(),
  )
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe('createSolanaAnswerer', () => {
  it('is dev keypair 1 of the cluster', () => {
    expect(address).toBe('8VSK5RRiquSiHhpeFAbnPGt9NuAZVPDkJqDM2xVQgHKn')
  })

  it('signs a base58 message with ed25519 for its own pubkey only', async () => {
    const message = new TextEncoder().encode('hello')
    const { signature } = (await answer('solana_signMessage', {
      message: bs58.encode(message),
      pubkey: address,
    })) as { signature: string }
    expect(
      nacl.sign.detached.verify(message, bs58.decode(signature), keypair.publicKey.toBytes()),
    ).toBe(true)
    await expect(
      answer('solana_signMessage', {
        message: bs58.encode(message),
        pubkey: '11111111111111111111111111111111',
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs a base64 v0 transaction and answers the signature and the signed transaction', async () => {
    const result = (await answer('solana_signTransaction', {
      transaction: base64(unsignedV0().serialize()),
    })) as { signature: string; transaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
    expect(bs58.encode(signed.signatures[0] ?? new Uint8Array())).toBe(result.signature)
    expect(
      nacl.sign.detached.verify(
        signed.message.serialize(),
        signed.signatures[0] ?? new Uint8Array(),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
  })

  it('signs all transactions; refuses one it does not sign for, bad params and other methods', async () => {
    const all = (await answer('solana_signAllTransactions', {
      transactions: [base64(unsignedV0().serialize()), base64(unsignedV0().serialize())],
    })) as { transactions: string[] }
    expect(all.transactions).toHaveLength(2)
    const foreign = unsignedV0(Keypair.generate().publicKey)
    await expect(
      answer('solana_signTransaction', { transaction: base64(foreign.serialize()) }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(answer('solana_signTransaction', { transaction: '' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(answer('solana_getAccounts', {})).rejects.toMatchObject({ code: 4200 })
  })
})
