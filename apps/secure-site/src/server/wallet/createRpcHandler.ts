import { randomUUID } from 'node:crypto'
import { SAFE_RPC_METHODS } from '@w3m/frame-bridge/host'
import { type Address, type Hex, numberToHex, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import type { User } from '../auth/createUsers'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { Chains } from './createChains'
import type { EmbeddedWallet, WalletCall } from './createEmbeddedWallet'

/** Methods the wallet answers itself, though docs/wire.md#frame-messages lists them as safe reads. */
const ANSWERED_BY_WALLET = new Set(['eth_accounts', 'eth_chainId', 'eth_getAccount'])

/** Read methods answered by the chain itself: the Ethereum part of the safe list in docs/wire.md#frame-messages. */
export const FORWARDED_METHODS = new Set(
  SAFE_RPC_METHODS.filter((method) => method.startsWith('eth_') && !ANSWERED_BY_WALLET.has(method)),
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
  calls: z.array(callSchema).min(1),
})

function parse<T>(schema: z.ZodType<T>, value: unknown, method: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new SecureSiteError('BAD_REQUEST', `Invalid ${method} params`, {
    details: issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
  })
}

/** One RPC request from the frame, already approved by the visitor when it needs approval. */
export type RpcCall = { method: string; params: unknown; chainId: number; user: User | null }

/** Answers the frame's RPC requests: signing and sending for the user, reads from the chain. */
export function createRpcHandler(options: {
  chains: Chains
  wallet: EmbeddedWallet
  db: Database
}) {
  const { chains, wallet, db } = options
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
    if (!batch) throw new SecureSiteError('NOT_FOUND', 'Unknown bundle id')
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

  return async function handle({ method, params, chainId, user }: RpcCall): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    if (FORWARDED_METHODS.has(method)) {
      return chains.get(chainId).client.request({ method, params: list } as never)
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
        const target = request.chainId === undefined ? chainId : chains.get(request.chainId).chainId
        const current = need(user)
        const sent = await wallet.send(current, target, toCalls(request.calls), request.from)
        const id = randomUUID()
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
