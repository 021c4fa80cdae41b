import { PublicKey, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { SOLANA_TOKENS } from '../../solana/solanaKeys'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../../solana/splInstructions'

/** Whether `signature` is `address`'s ed25519 signature of `message` (tweetnacl). */
export function verifySolanaSignature(
  message: Uint8Array,
  signature: Uint8Array,
  address: string,
): boolean {
  return nacl.sign.detached.verify(message, signature, new PublicKey(address).toBytes())
}

/** Base58, as Solana writes signatures. */
export const toBase58 = (bytes: Uint8Array) => bs58.encode(bytes)

/**
 * An unsigned transfer of `amount` whole devnet tokens (USDC by default) from `from` to `to`,
 * creating the receiver's associated token account when missing; base64 of the wire bytes.
 */
export function unsignedTokenTransfer(params: {
  from: string
  to: string
  amount: number
  blockhash: string
  symbol?: string
}): string {
  const token = SOLANA_TOKENS.find((entry) => entry.symbol === (params.symbol ?? 'USDC'))
  if (!token) throw new Error(`No devnet token ${params.symbol}`)
  const from = new PublicKey(params.from)
  const to = new PublicKey(params.to)
  const tx = new Transaction({ feePayer: from, recentBlockhash: params.blockhash }).add(
    createAssociatedTokenAccountIdempotent(from, to, token.mint),
    transferChecked(
      associatedTokenAddress(token.mint, from),
      token.mint,
      associatedTokenAddress(token.mint, to),
      from,
      BigInt(params.amount) * 10n ** BigInt(token.decimals),
      token.decimals,
    ),
  )
  return tx.serialize({ requireAllSignatures: false }).toString('base64')
}

/** The associated token account of `owner` for a devnet token (USDC by default). */
export function tokenAccountOf(owner: string, symbol = 'USDC'): PublicKey {
  const token = SOLANA_TOKENS.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`No devnet token ${symbol}`)
  return associatedTokenAddress(token.mint, new PublicKey(owner))
}
