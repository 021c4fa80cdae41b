import { randomUUID } from 'node:crypto'
import { SAFE_RPC_METHODS } from '@w3m/frame-bridge/host'
import { type Address, type Hex, numberToHex, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import type { User } from '../auth/createUsers'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { Chains } from './createChains'
import type { EmbeddedWallet, WalletCall } from './createEmbeddedWallet'
import { createUserOperations, USER_OPERATION_METHODS } from './userOperations'
import { checkSendCalls, createWalletMethods, parse, walletCallError } from './walletMethods'

/** Methods the wallet answers itself, though docs/wire.md#frame-messages lists them as safe reads. */
const ANSWERED_BY_WALLET = new Set(['eth_accounts', 'eth_chainId', 'eth_getAccount'])

/** Safe reads the chain cannot answer: the wallet does (the ERC-4337 reads, docs/behaviour.md#wallet-methods). */
const NOT_FORWARDED = (method: string) =>
  ANSWERED_BY_WALLET.has(method) || (USER_OPERATION_METHODS as readonly string[]).includes(method)

/** Read methods answered by the chain itself: the Ethereum part of the safe list in docs/wire.md#frame-messages. */
export const FORWARDED_METHODS = new Set(
  SAFE_RPC_METHODS.filter((method) => method.startsWith('eth_') && !NOT_FORWARDED(method)),
)

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const quantity = z
  .union([hex, z.number().int().nonnegative(), z.bigint()])
  .transform((v) => BigInt(v))
const callSchema = z.object({
  to: hex.length(42),
  value: quantity.optional(),
  data: hex.optional(),
})
const transactionSchema = callSchema.extend({ from: hex.length(42).optional() })
const sendCallsSchema = z.object({
  from: hex.length(42).optional(),
  chainId: z.union([z.string(), z.number()]).optional(),
  id: z.string().min(1).max(200).optional(),
  atomicRequired: z.boolean().optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  calls: z.array(callSchema).min(1),
})

/** One RPC request from the frame, already approved by the visitor when it needs approval. */
export type RpcCall = {
  method: string
  params: unknown
  chainId: number
  user: User | null
  /** The hash of the session token the request came with (grants are kept per session). */
  session?: string | undefined
}

/** Answers the frame's RPC requests: signing and sending for the user, reads from the chain. */
export function createRpcHandler(options: {
  chains: Chains
  wallet: EmbeddedWallet
  db: Database
}) {
  const { chains, wallet, db } = options
  const walletMethods = createWalletMethods(options)
  const userOperations = createUserOperations(options)
  const need = (user: User | null) => {
    if (!user) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
    return user
  }
  const toCalls = (calls: Array<z.infer<typeof callSchema>>): WalletCall[] =>
    calls.map((c) => ({ to: c.to as Address, value: c.value, data: c.data as Hex | undefined }))

  async function callsStatus(id: string, user: User) {
    const rows = await db.query<{ chain_id: number; atomic: boolean; hashes: string }>(
      'select * from call_batches where id = $1 and user_id = $2',
      [id, user.id],
    )
    const batch = rows[0]
    if (!batch) throw walletCallError(5730, id)
    const client = chains.get(batch.chain_id).client
    const hashes = JSON.parse(batch.hashes) as Hex[]
    const receipts = await Promise.all(
      hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => null)),
    )
    const done = receipts.filter((r) => r !== null)
    const failed = done.some((r) => r.status !== 'success')
    // EIP-5792 codes: 100 pending, 200 confirmed, 500 reverted (atomic), 600 partly reverted.
    const status = done.length < hashes.length ? 100 : !failed ? 200 : batch.atomic ? 500 : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batch.chain_id),
      atomic: batch.atomic,
      status,
      receipts: done.map((r) => ({
        logs: r.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
        status: r.status === 'success' ? '0x1' : '0x0',
        blockHash: r.blockHash,
        blockNumber: numberToHex(r.blockNumber),
        gasUsed: numberToHex(r.gasUsed),
        transactionHash: r.transactionHash,
      })),
    }
  }

  return async function handle({
    method,
    params,
    chainId,
    user,
    session,
  }: RpcCall): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    if (FORWARDED_METHODS.has(method)) {
      return chains.get(chainId).client.request({ method, params: list } as never)
    }
    if ((USER_OPERATION_METHODS as readonly string[]).includes(method))
      return userOperations(method, list, chainId, user)
    if (Object.hasOwn(walletMethods, method)) {
      const current = need(user)
      if (!session) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
      const answer = walletMethods[method as keyof typeof walletMethods]
      return answer({ params: list, chainId, user: current, session })
    }
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chains.get(chainId).chainId)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return user ? [await wallet.activeAddress(user, chainId)] : []
      case 'personal_sign':
        return wallet.signMessage(need(user), parse(z.string(), list[0], method), {
          chainId,
          address: typeof list[1] === 'string' ? list[1] : undefined,
        })
      case 'eth_signTypedData_v4': {
        const raw = list[1]
        const typed = parse(
          z.object({
            domain: z.record(z.string(), z.unknown()).optional(),
            types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
            primaryType: z.string(),
            message: z.record(z.string(), z.unknown()),
          }),
          typeof raw === 'string' ? JSON.parse(raw) : raw,
          method,
        )
        // viem derives the domain type itself and rejects a duplicate.
        const { EIP712Domain: _domain, ...types } = typed.types
        return wallet.signTypedData(
          need(user),
          { ...typed, types } as unknown as TypedDataDefinition,
          { chainId, address: typeof list[0] === 'string' ? list[0] : undefined },
        )
      }
      case 'eth_sendTransaction': {
        const tx = parse(transactionSchema, list[0], method)
        const sent = await wallet.send(need(user), chainId, toCalls([tx]), tx.from)
        return sent.hashes[0]
      }
      case 'wallet_sendCalls': {
        const request = parse(sendCallsSchema, list[0], method)
        const current = need(user)
        const target = await checkSendCalls(
          { ...request, callCount: request.calls.length },
          { chains, db, fallbackChainId: chainId },
        )
        // Only the smart account sends a bundle atomically; an EOA sends call by call.
        if (
          request.atomicRequired &&
          (await wallet.accountKind(current, target, request.from)) !== 'smartAccount'
        )
          throw walletCallError(5760, 'the account is not a smart account')
        const sent = await wallet.send(current, target, toCalls(request.calls), request.from)
        const id = request.id ?? randomUUID()
        await db.query(
          'insert into call_batches (id, user_id, chain_id, atomic, hashes) values ($1, $2, $3, $4, $5)',
          [id, current.id, target, sent.atomic, JSON.stringify(sent.hashes)],
        )
        return { id }
      }
      case 'wallet_getCallsStatus':
        return callsStatus(parse(z.string(), list[0], method), need(user))
      case 'wallet_getCapabilities': {
        const current = need(user)
        const address = parse(hex.length(42).optional(), list[0], method)
        const entries = await Promise.all(
          chains.ids.map(async (id) => {
            const { smartAccount } = await wallet.accounts(current, id)
            const isSmart =
              !!smartAccount &&
              (address
                ? address.toLowerCase() === smartAccount.toLowerCase()
                : current.preferredAccountType === 'smartAccount')
            return [numberToHex(id), { atomic: { status: isSmart ? 'supported' : 'unsupported' } }]
          }),
        )
        return Object.fromEntries(entries)
      }
      default:
        throw new SecureSiteError('UNSUPPORTED_METHOD', `Unsupported method: ${method}`)
    }
  }
}
