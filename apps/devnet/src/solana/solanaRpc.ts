import { type AccountInfo, PublicKey, VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import {
  type Cluster,
  ClusterError,
  LAMPORTS_PER_SIGNATURE,
  type LoggedTransaction,
} from './createCluster'
import { memosOf, parseInstruction } from './parseInstruction'
import { CLUSTER_GENESIS_HASH, FAUCET } from './solanaKeys'
import { readMint, readTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from './tokenLayout'

/** A JSON-RPC error the server answers with (`code`, `message`, optional `data`). */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const invalidParams = (message: string) => new RpcError(-32602, `Invalid params: ${message}`)

type Params = unknown[]
type Config = Record<string, unknown>

const configOf = (params: Params, index: number): Config => {
  const value = params[index]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Config) : {}
}

function pubkey(value: unknown, what = 'address'): PublicKey {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a base58 string`)
  try {
    return new PublicKey(value)
  } catch {
    throw invalidParams(`${what} is not a public key: ${value}`)
  }
}

function decodeWire(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('transaction must be a string')
  try {
    return encoding === 'base64' ? Buffer.from(value, 'base64') : bs58.decode(value)
  } catch {
    throw invalidParams(`transaction is not ${encoding === 'base64' ? 'base64' : 'base58'}`)
  }
}

/** An account in the encoding asked for; jsonParsed decodes token accounts and mints. */
export function encodeAccount(
  cluster: Cluster,
  account: AccountInfo<Uint8Array> | null,
  encoding: unknown,
) {
  if (!account) return null
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: 0,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseAccountData(cluster, account)
    if (parsed) return { ...base, data: parsed }
  }
  if (encoding === 'base58') return { ...base, data: [bs58.encode(account.data), 'base58'] }
  return { ...base, data: [Buffer.from(account.data).toString('base64'), 'base64'] }
}

function parseAccountData(cluster: Cluster, account: AccountInfo<Uint8Array>) {
  const token = readTokenAccount(account)
  if (token) {
    const decimals = readMint(cluster.getAccount(token.mint))?.decimals ?? 0
    return {
      program: token.programId.toBase58() === TOKEN_PROGRAMS[0] ? 'spl-token' : 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          isNative: token.isNative,
          mint: token.mint.toBase58(),
          owner: token.owner.toBase58(),
          state: token.state,
          tokenAmount: uiTokenAmount(token.amount, decimals),
        },
      },
      space: account.data.length,
    }
  }
  const mint = readMint(account)
  if (mint) {
    return {
      program: account.owner.toBase58() === TOKEN_PROGRAMS[0] ? 'spl-token' : 'spl-token-2022',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: true,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
      },
      space: account.data.length,
    }
  }
  return undefined
}

const status = (err: unknown) => (err === null ? { Ok: null } : { Err: err })

/** getTransaction's answer for a logged transaction, in `json` or `jsonParsed`. */
export function formatTransactionResult(entry: LoggedTransaction, config: Config) {
  const message = entry.transaction.message
  const version = entry.transaction.version
  if (version !== 'legacy' && config.maxSupportedTransactionVersion === undefined) {
    throw new RpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  const parsed = config.encoding === 'jsonParsed'
  const keys = entry.accountKeys
  const compiled = message.compiledInstructions.map((ix) => ({
    programIdIndex: ix.programIdIndex,
    accounts: [...ix.accountKeyIndexes],
    data: bs58.encode(ix.data),
    stackHeight: null,
  }))
  const inner = entry.innerInstructions.map((group) => ({
    index: group.index,
    instructions: parsed
      ? group.instructions.map((ix) => parseInstruction(ix, keys))
      : group.instructions,
  }))
  const messageJson = parsed
    ? {
        accountKeys: keys.map((key, index) => ({
          pubkey: key.toBase58(),
          signer: message.isAccountSigner(index),
          writable: message.isAccountWritable(index),
          source: 'transaction',
        })),
        instructions: compiled.map((ix) => parseInstruction(ix, keys)),
        recentBlockhash: message.recentBlockhash,
        ...(version === 'legacy' ? {} : { addressTableLookups: [] }),
      }
    : {
        header: message.header,
        accountKeys: keys.map((key) => key.toBase58()),
        recentBlockhash: message.recentBlockhash,
        instructions: compiled,
        ...(version === 'legacy' ? {} : { addressTableLookups: [] }),
      }
  return {
    slot: entry.slot,
    blockTime: entry.blockTime,
    transaction: {
      signatures: entry.transaction.signatures.map((signature) => bs58.encode(signature)),
      message: messageJson,
    },
    meta: {
      err: entry.err,
      status: status(entry.err),
      fee: entry.fee,
      preBalances: entry.preBalances,
      postBalances: entry.postBalances,
      innerInstructions: inner,
      logMessages: entry.logs,
      preTokenBalances: entry.preTokenBalances,
      postTokenBalances: entry.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: entry.computeUnitsConsumed,
    },
    ...(config.maxSupportedTransactionVersion === undefined ? {} : { version }),
  }
}

/** The answer of one JSON-RPC method; the handlers below cover what web3.js's Connection calls. */
type Handler = (cluster: Cluster, params: Params) => unknown

const withContext = (cluster: Cluster, value: unknown) => ({
  context: { apiVersion: '2.2.0', slot: cluster.slot() },
  value,
})

function simulate(cluster: Cluster, params: Params) {
  const config = configOf(params, 1)
  const bytes = decodeWire(params[0], config.encoding)
  if (config.sigVerify && config.replaceRecentBlockhash)
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  let wire = bytes
  let replacement: ReturnType<Cluster['latestBlockhash']> | undefined
  if (config.replaceRecentBlockhash) {
    // The message is rewritten with the latest blockhash; its signatures no longer match.
    const count = bytes[0] ?? 0
    const message = VersionedMessage.deserialize(bytes.subarray(1 + 64 * count))
    replacement = cluster.latestBlockhash()
    message.recentBlockhash = replacement.blockhash
    wire = Buffer.concat([bytes.subarray(0, 1 + 64 * count), message.serialize()])
  }
  const result = cluster.simulate(wire, { sigVerify: Boolean(config.sigVerify) })
  const accountsConfig = configOf([config.accounts], 0)
  const addresses = Array.isArray(accountsConfig.addresses) ? accountsConfig.addresses : undefined
  return withContext(cluster, {
    err: result.err,
    logs: result.logs,
    accounts: addresses
      ? addresses.map((raw) => {
          const key = pubkey(raw)
          const account = result.postAccounts.get(key.toBase58()) ?? cluster.getAccount(key)
          return encodeAccount(cluster, account, accountsConfig.encoding ?? 'base64')
        })
      : null,
    unitsConsumed: result.unitsConsumed,
    returnData: null,
    innerInstructions: null,
    ...(replacement ? { replacementBlockhash: replacement } : {}),
  })
}

function send(cluster: Cluster, params: Params): string {
  const config = configOf(params, 1)
  const bytes = decodeWire(params[0], config.encoding)
  if (typeof config.minContextSlot === 'number' && config.minContextSlot > cluster.slot())
    throw new RpcError(-32016, 'Minimum context slot has not been reached', {
      contextSlot: cluster.slot(),
    })
  if (!config.skipPreflight) {
    const preflight = cluster.simulate(bytes, { sigVerify: true })
    if (preflight.err) {
      const reason =
        typeof preflight.err === 'string' ? preflight.err : JSON.stringify(preflight.err)
      throw new RpcError(-32002, `Transaction simulation failed: ${reason}`, {
        accounts: null,
        err: preflight.err,
        innerInstructions: null,
        logs: preflight.logs,
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: preflight.unitsConsumed,
      })
    }
  }
  try {
    return cluster.send(bytes).signature
  } catch (error) {
    if (!(error instanceof ClusterError)) throw error
    if (error.err === 'BlockhashNotFound')
      throw new RpcError(-32002, 'Transaction simulation failed: Blockhash not found', {
        accounts: null,
        err: 'BlockhashNotFound',
        innerInstructions: null,
        logs: [],
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: 0,
      })
    throw new RpcError(-32003, `Transaction failed: ${error.message}`, { err: error.err })
  }
}

function signatureStatus(cluster: Cluster, signature: unknown) {
  const entry = typeof signature === 'string' ? cluster.findTransaction(signature) : undefined
  if (!entry) return null
  // One node and no forks: a landed transaction is final at once.
  return {
    slot: entry.slot,
    confirmations: null,
    err: entry.err,
    status: status(entry.err),
    confirmationStatus: 'finalized',
  }
}

function signaturesForAddress(cluster: Cluster, params: Params) {
  const key = pubkey(params[0]).toBase58()
  const config = configOf(params, 1)
  const limit = typeof config.limit === 'number' ? Math.min(Math.max(config.limit, 1), 1000) : 1000
  const newestFirst = cluster
    .transactions()
    .filter((entry) => entry.accountKeys.some((account) => account.toBase58() === key))
    .reverse()
  let start = 0
  if (typeof config.before === 'string') {
    const index = newestFirst.findIndex((entry) => entry.signature === config.before)
    start = index < 0 ? newestFirst.length : index + 1
  }
  let end = newestFirst.length
  if (typeof config.until === 'string') {
    const index = newestFirst.findIndex((entry) => entry.signature === config.until)
    if (index >= 0) end = index
  }
  return newestFirst
    .slice(start, end)
    .slice(0, limit)
    .map((entry) => {
      const memos = memosOf(
        entry.transaction.message.compiledInstructions.map((ix) => ({
          programIdIndex: ix.programIdIndex,
          accounts: [...ix.accountKeyIndexes],
          data: bs58.encode(ix.data),
        })),
        entry.accountKeys,
      )
      return {
        signature: entry.signature,
        slot: entry.slot,
        err: entry.err,
        memo: memos.length ? memos.map((memo) => `[${memo.length}] ${memo}`).join('; ') : null,
        blockTime: entry.blockTime,
        confirmationStatus: 'finalized',
      }
    })
}

function tokenAccountsByOwner(cluster: Cluster, params: Params) {
  const owner = pubkey(params[0], 'owner')
  const filter = configOf(params, 1)
  const config = configOf(params, 2)
  const mint = filter.mint === undefined ? undefined : pubkey(filter.mint, 'mint').toBase58()
  const program =
    filter.programId === undefined ? undefined : pubkey(filter.programId, 'programId').toBase58()
  if (!mint && !program) throw invalidParams('filter needs mint or programId')
  return withContext(
    cluster,
    cluster
      .tokenAccountsOf(owner)
      .filter(({ token }) =>
        mint ? token.mint.toBase58() === mint : token.programId.toBase58() === program,
      )
      .map(({ pubkey: key, account }) => ({
        pubkey: key.toBase58(),
        account: encodeAccount(cluster, account, config.encoding ?? 'base64'),
      })),
  )
}

function airdrop(cluster: Cluster, params: Params): string {
  const to = pubkey(params[0])
  const amount = params[1]
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    throw invalidParams('lamports must be a positive integer')
  return cluster.airdrop(to, amount).signature
}

const tokenAmountOf = (cluster: Cluster, params: Params) => {
  const token = readTokenAccount(cluster.getAccount(pubkey(params[0], 'account')))
  if (!token) throw invalidParams('Invalid param: not a Token account')
  const decimals = readMint(cluster.getAccount(token.mint))?.decimals ?? 0
  return withContext(cluster, uiTokenAmount(token.amount, decimals))
}

/** The methods the cluster answers, by name. */
export const SOLANA_METHODS: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 }),
  getGenesisHash: () => CLUSTER_GENESIS_HASH,
  getIdentity: () => ({ identity: FAUCET.publicKey.toBase58() }),
  getSlot: (cluster) => cluster.slot(),
  getBlockHeight: (cluster) => cluster.blockHeight(),
  getTransactionCount: (cluster) => cluster.transactions().length,
  getEpochInfo: (cluster) => ({
    absoluteSlot: cluster.slot(),
    blockHeight: cluster.blockHeight(),
    epoch: Math.floor(cluster.slot() / 432000),
    slotIndex: cluster.slot() % 432000,
    slotsInEpoch: 432000,
    transactionCount: cluster.transactions().length,
  }),
  getLatestBlockhash: (cluster) => withContext(cluster, cluster.latestBlockhash()),
  isBlockhashValid: (cluster, params) =>
    withContext(cluster, typeof params[0] === 'string' && cluster.isBlockhashValid(params[0])),
  getFeeForMessage: (cluster, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('message must be base64')
    const message = VersionedMessage.deserialize(Buffer.from(params[0], 'base64'))
    const valid = cluster.isBlockhashValid(message.recentBlockhash)
    return withContext(
      cluster,
      valid ? LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures : null,
    )
  },
  getMinimumBalanceForRentExemption: (cluster, params) => {
    const size = params[0]
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
      throw invalidParams('data length must be a non-negative integer')
    return cluster.minimumBalanceForRentExemption(size)
  },
  getRecentPrioritizationFees: () => [],
  getBalance: (cluster, params) =>
    withContext(cluster, cluster.getAccount(pubkey(params[0]))?.lamports ?? 0),
  getAccountInfo: (cluster, params) =>
    withContext(
      cluster,
      encodeAccount(cluster, cluster.getAccount(pubkey(params[0])), configOf(params, 1).encoding),
    ),
  getMultipleAccounts: (cluster, params) => {
    if (!Array.isArray(params[0])) throw invalidParams('addresses must be an array')
    const encoding = configOf(params, 1).encoding
    return withContext(
      cluster,
      params[0].map((raw) => encodeAccount(cluster, cluster.getAccount(pubkey(raw)), encoding)),
    )
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: tokenAmountOf,
  getTokenSupply: (cluster, params) => {
    const mint = readMint(cluster.getAccount(pubkey(params[0], 'mint')))
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(cluster, uiTokenAmount(mint.supply, mint.decimals))
  },
  simulateTransaction: simulate,
  sendTransaction: send,
  requestAirdrop: airdrop,
  getSignatureStatuses: (cluster, params) => {
    if (!Array.isArray(params[0])) throw invalidParams('signatures must be an array')
    return withContext(
      cluster,
      params[0].map((signature) => signatureStatus(cluster, signature)),
    )
  },
  getSignaturesForAddress: signaturesForAddress,
  getTransaction: (cluster, params) => {
    const entry = typeof params[0] === 'string' ? cluster.findTransaction(params[0]) : undefined
    return entry ? formatTransactionResult(entry, configOf(params, 1)) : null
  },
}

/** Answers one JSON-RPC request object; errors become the response's `error`. */
export function answerRpc(cluster: Cluster, request: unknown) {
  const body = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>
  const id = (body.id ?? null) as string | number | null
  const method = typeof body.method === 'string' ? body.method : ''
  const handler = SOLANA_METHODS[method]
  if (!handler)
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
  try {
    const params = Array.isArray(body.params) ? body.params : []
    return { jsonrpc: '2.0', id, result: handler(cluster, params) }
  } catch (error) {
    if (error instanceof RpcError)
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: error.code,
          message: error.message,
          ...(error.data === undefined ? {} : { data: error.data }),
        },
      }
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32603, message: `Internal error: ${String(error)}` },
    }
  }
}
