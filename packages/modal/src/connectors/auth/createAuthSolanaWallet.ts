import type { FrameClient } from '@w3m/frame-bridge'
import bs58 from 'bs58'
import { AuthProviderRpcError, USER_REJECTED_MESSAGE } from './createAuthProvider'

/** Solana send options (docs/behaviour.md#validation). */
export type AuthSolanaSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?:
    | 'processed'
    | 'confirmed'
    | 'finalized'
    | 'recent'
    | 'single'
    | 'singleGossip'
    | 'root'
    | 'max'
  maxRetries?: number
  minContextSlot?: number
}

/** What the auth Solana wallet needs: the frame client, the account, and the approval hooks. */
export type AuthSolanaWalletParameters = {
  client: FrameClient
  address: string
  /** The Solana network (CAIP-2) the requests go to. */
  chainId: string
  onApprovalStart?: (method: string) => void
  onApprovalEnd?: (method: string) => void
}

/**
 * The embedded wallet's Solana account, for the Solana adapter as a Wallet Standard wallet would
 * be used: bytes in, bytes out (transactions serialized, legacy or v0, signatures may be empty).
 * Every call shows the frame's approval card; Reject or RPC_ABORT rejects with code 4001.
 */
export function createAuthSolanaWallet(parameters: AuthSolanaWalletParameters) {
  const { client, address, chainId } = parameters

  async function request<T>(method: string, params: Record<string, unknown>): Promise<T> {
    parameters.onApprovalStart?.(method)
    try {
      return (await client.rpcRequest({
        method,
        params,
        chainNamespace: 'solana',
        chainId,
      })) as T
    } catch (error) {
      const message = error instanceof Error ? error.message : 'An error occurred'
      throw new AuthProviderRpcError(
        message,
        message === USER_REJECTED_MESSAGE ? 4001 : -32603,
        error,
      )
    } finally {
      parameters.onApprovalEnd?.(method)
    }
  }

  return {
    name: 'Email and socials',
    address,
    chainId,
    /** An ed25519 signature of `message`. */
    async signMessage(message: Uint8Array): Promise<Uint8Array> {
      const { signature } = await request<{ signature: string }>('solana_signMessage', {
        message: bs58.encode(message),
        pubkey: address,
      })
      return bs58.decode(signature)
    },
    /** The transaction with the account's signature in place. */
    async signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
      const signed = await request<{ transaction: string }>('solana_signTransaction', {
        transaction: bs58.encode(transaction),
      })
      return bs58.decode(signed.transaction)
    },
    /** Every transaction signed, in order, after one approval. */
    async signAllTransactions(transactions: Uint8Array[]): Promise<Uint8Array[]> {
      const signed = await request<{ transactions: string[] }>('solana_signAllTransactions', {
        transactions: transactions.map((transaction) => bs58.encode(transaction)),
      })
      return signed.transactions.map((transaction) => bs58.decode(transaction))
    },
    /** Signs and sends with the send options; the transaction's signature (base58). */
    async signAndSendTransaction(
      transaction: Uint8Array,
      options?: AuthSolanaSendOptions,
    ): Promise<string> {
      const { signature } = await request<{ signature: string }>('solana_signAndSendTransaction', {
        transaction: bs58.encode(transaction),
        ...(options ? { options } : {}),
      })
      return signature
    },
  }
}

/** The embedded wallet's Solana account. */
export type AuthSolanaWallet = ReturnType<typeof createAuthSolanaWallet>
