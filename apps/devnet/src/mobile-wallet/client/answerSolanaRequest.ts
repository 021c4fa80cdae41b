import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { WALLET_ERRORS } from './answerRequest'

/** The Solana methods the wallet approves (the WalletConnect Solana RPC, docs/wire.md#walletconnect-solana). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
]

type SendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

const invalid = (detail: string) => ({ code: -32602, message: `Invalid params: ${detail}` })

const fromBase64 = (text: unknown, field: string): Uint8Array => {
  if (typeof text !== 'string' || text.length === 0) throw invalid(`${field} must be base64`)
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * Answers the session's Solana requests with one keypair: signs messages (ed25519) and
 * transactions (legacy or v0), and signs and sends them to the local cluster with the send
 * options given.
 */
export function createSolanaAnswerer(params: { keypair: Keypair; rpcUrl: string }) {
  const { keypair } = params
  const address = keypair.publicKey.toBase58()
  const connection = new Connection(params.rpcUrl, 'confirmed')

  /** Signs a wire transaction that names this key as a signer. */
  const signTransaction = (bytes: Uint8Array) => {
    let tx: VersionedTransaction
    try {
      tx = VersionedTransaction.deserialize(bytes)
    } catch {
      throw invalid('not a serialized transaction')
    }
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
    const slot = signers.findIndex((key) => key.equals(keypair.publicKey))
    if (slot < 0) throw WALLET_ERRORS.unauthorized
    tx.sign([keypair])
    return { tx, signature: tx.signatures[slot] ?? new Uint8Array() }
  }

  return async function answer(method: string, args: unknown): Promise<unknown> {
    const input = (args ?? {}) as Record<string, unknown>
    switch (method) {
      case 'solana_signMessage': {
        if (input.pubkey !== address) throw WALLET_ERRORS.unauthorized
        if (typeof input.message !== 'string') throw invalid('message must be base58')
        const message = bs58.decode(input.message)
        return { signature: bs58.encode(nacl.sign.detached(message, keypair.secretKey)) }
      }
      case 'solana_signTransaction': {
        const { tx, signature } = signTransaction(fromBase64(input.transaction, 'transaction'))
        return { signature: bs58.encode(signature), transaction: toBase64(tx.serialize()) }
      }
      case 'solana_signAllTransactions': {
        if (!Array.isArray(input.transactions)) throw invalid('transactions must be a list')
        return {
          transactions: input.transactions.map((entry, index) =>
            toBase64(signTransaction(fromBase64(entry, `transactions.${index}`)).tx.serialize()),
          ),
        }
      }
      case 'solana_signAndSendTransaction': {
        const { tx } = signTransaction(fromBase64(input.transaction, 'transaction'))
        const options = (input.sendOptions ?? {}) as SendOptions
        const signature = await connection.sendRawTransaction(tx.serialize(), {
          skipPreflight: options.skipPreflight,
          preflightCommitment: options.preflightCommitment,
          maxRetries: options.maxRetries,
          minContextSlot: options.minContextSlot,
        })
        return { signature }
      }
      default:
        throw WALLET_ERRORS.unsupported
    }
  }
}

/** What a wallet offers for the `solana` namespace: every network of the cluster, one account. */
export function solanaSupportedNamespace(chains: readonly string[], address: string) {
  return {
    chains: [...chains],
    methods: SOLANA_METHODS,
    events: ['accountsChanged', 'chainChanged'],
    accounts: chains.map((chain) => `${chain}:${address}`),
  }
}
