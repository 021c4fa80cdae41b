import { SOLANA_PARAMS, type SolanaMethod } from '@w3m/frame-bridge/host'
import bs58 from 'bs58'
import type { User } from '../auth/createUsers'
import { SecureSiteError } from '../errors'
import type { SolanaWallet } from './createSolanaWallet'

/** One Solana RPC request from the frame, approved by the visitor (the route checked the proof). */
export type SolanaRpcCall = {
  method: string
  params: unknown
  chainId: string | undefined
  user: User | null
}

function parse<M extends SolanaMethod>(method: M, params: unknown) {
  const parsed = SOLANA_PARAMS[method].safeParse(params)
  if (parsed.success) return parsed.data as never
  const issue = parsed.error.issues[0]
  throw new SecureSiteError('BAD_REQUEST', `Invalid ${method} params`, {
    details: issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
  })
}

/** Answers the Solana signing methods of docs/wire.md#solana-methods for the session's user. */
export function createSolanaRpcHandler(wallet: SolanaWallet) {
  return async function handle({ method, params, chainId, user }: SolanaRpcCall) {
    if (!user) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
    const network = wallet.network(chainId)
    switch (method) {
      case 'solana_signMessage': {
        const request: { message: string; pubkey?: string } = parse(method, params)
        const address = await wallet.address(user)
        if (request.pubkey && request.pubkey !== address)
          throw new SecureSiteError('UNAUTHORIZED', 'The pubkey is not your account')
        return { signature: await wallet.signMessage(user, bs58.decode(request.message)) }
      }
      case 'solana_signTransaction': {
        const request: { transaction: string } = parse(method, params)
        return { transaction: await wallet.signTransaction(user, request.transaction) }
      }
      case 'solana_signAllTransactions': {
        const request: { transactions: string[] } = parse(method, params)
        const transactions: string[] = []
        for (const transaction of request.transactions)
          transactions.push(await wallet.signTransaction(user, transaction))
        return { transactions }
      }
      case 'solana_signAndSendTransaction': {
        const request: {
          transaction: string
          options?: {
            skipPreflight?: boolean
            preflightCommitment?: string
            maxRetries?: number
            minContextSlot?: number
          }
        } = parse(method, params)
        const signature = await wallet.signAndSendTransaction(
          user,
          network,
          request.transaction,
          (request.options ?? {}) as never,
        )
        return { signature }
      }
      default:
        throw new SecureSiteError('UNSUPPORTED_METHOD', `Unsupported method: ${method}`)
    }
  }
}
