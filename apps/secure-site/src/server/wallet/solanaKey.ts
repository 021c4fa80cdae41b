import { Keypair } from '@solana/web3.js'

/**
 * The additional data a Solana key is sealed with: the user id and a label, so the ciphertext
 * opens for its own row and column only (never as the EVM key, never for another user).
 */
export function solanaKeyAad(userId: string): string {
  return `${userId}\0solana`
}

/** A fresh ed25519 key: its 32-byte seed (hex, what is sealed) and its base58 address. */
export function newSolanaKey(): { seed: string; address: string } {
  const pair = Keypair.generate()
  return {
    seed: Buffer.from(pair.secretKey.subarray(0, 32)).toString('hex'),
    address: pair.publicKey.toBase58(),
  }
}

/** The key pair of a sealed seed, once opened. */
export function solanaKeypair(seed: string): Keypair {
  return Keypair.fromSeed(Uint8Array.from(Buffer.from(seed, 'hex')))
}
