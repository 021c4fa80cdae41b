import {
  address,
  type EncodedAccount,
  getTransactionDecoder,
  type Transaction as KitTransaction,
  lamports,
} from '@solana/kit'
import {
  type AccountInfo,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { type FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { FAUCET } from './solanaKeys'
import { readMint, readTokenAccount, uiTokenAmount } from './tokenLayout'
import { type TransactionErrorJson, transactionErrorJson } from './transactionError'

/** How many blocks a blockhash stays valid, as on the real clusters. */
export const BLOCKHASH_VALIDITY = 150
/** The fee of each signature, in lamports (litesvm's and the real clusters'). */
export const LAMPORTS_PER_SIGNATURE = 5000

/** A token balance of a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

/** A compiled inner instruction, indexed by the top-level instruction that made it. */
export type InnerInstructions = {
  index: number
  instructions: Array<{
    programIdIndex: number
    accounts: number[]
    data: string
    stackHeight: number
  }>
}

/** One landed transaction, with everything getTransaction and the history need. */
export type LoggedTransaction = {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  accountKeys: PublicKey[]
  err: TransactionErrorJson | null
  logs: string[]
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: InnerInstructions[]
  computeUnitsConsumed: number
}

/** What a failed send or simulation reports (the RPC's preflight error data). */
export class ClusterError extends Error {
  override name = 'ClusterError'
  constructor(
    readonly err: TransactionErrorJson,
    readonly logs: string[] = [],
    readonly unitsConsumed = 0,
  ) {
    super(typeof err === 'string' ? err : JSON.stringify(err))
  }
}

type ClusterListener = (tx: LoggedTransaction) => void

const isFailure = <T extends object>(
  result: T | FailedTransactionMetadata,
): result is FailedTransactionMetadata => 'err' in result

/**
 * The local Solana cluster: litesvm (the real system, SPL Token, Associated Token Account and
 * Memo programs) plus what a validator adds around it: slots that advance with time and with
 * each transaction, a window of valid blockhashes, and a log of every landed transaction.
 */
export function createCluster(options: { slotMs?: number } = {}) {
  // litesvm only accepts its latest blockhash; the cluster checks its own window instead, so a
  // blockhash stays good for BLOCKHASH_VALIDITY slots while slots move on.
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
  const blockhashes = new Map<string, number>()
  const log: LoggedTransaction[] = []
  const bySignature = new Map<string, LoggedTransaction>()
  const tokenAccounts = new Set<string>()
  const listeners = new Set<ClusterListener>()
  let slot = 0
  // Seeding writes a past into the log; null means "now".
  let fixedTime: number | null = null
  const now = () => fixedTime ?? Math.floor(Date.now() / 1000)

  function nextSlot(): void {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(now())
    svm.setClock(clock)
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY)
    for (const [hash, lastValid] of blockhashes) {
      if (lastValid >= slot) break
      blockhashes.delete(hash)
    }
  }
  nextSlot()
  const timer = options.slotMs ? setInterval(nextSlot, options.slotMs) : undefined
  timer?.unref()

  function getAccount(key: PublicKey): AccountInfo<Uint8Array> | null {
    const account = svm.getAccount(address(key.toBase58()))
    return account.exists ? toAccountInfo(account) : null
  }
  function setAccount(key: PublicKey, account: AccountInfo<Uint8Array>): void {
    svm.setAccount({
      address: address(key.toBase58()),
      lamports: lamports(BigInt(account.lamports)),
      data: account.data,
      programAddress: address(account.owner.toBase58()),
      executable: account.executable,
      space: BigInt(account.data.length),
    })
  }

  function tokenBalances(keys: PublicKey[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const token = readTokenAccount(getAccount(key))
      if (!token) return
      tokenAccounts.add(key.toBase58())
      const decimals = readMint(getAccount(token.mint))?.decimals ?? 0
      balances.push({
        accountIndex,
        mint: token.mint.toBase58(),
        owner: token.owner.toBase58(),
        programId: token.programId.toBase58(),
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return balances
  }

  const lamportsOf = (keys: PublicKey[]) =>
    keys.map((key) => Number(svm.getBalance(address(key.toBase58())) ?? 0n))

  // web3.js's view of the transaction is for reading it; litesvm takes its own decoding.
  function decode(bytes: Uint8Array): { tx: VersionedTransaction; wire: KitTransaction } {
    try {
      return {
        tx: VersionedTransaction.deserialize(bytes),
        wire: getTransactionDecoder().decode(bytes),
      }
    } catch {
      throw new ClusterError('SanitizeFailure')
    }
  }

  function checkBlockhash(tx: VersionedTransaction): void {
    const lastValid = blockhashes.get(tx.message.recentBlockhash)
    if (lastValid === undefined || lastValid < slot) throw new ClusterError('BlockhashNotFound')
  }

  function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
    return meta
      .innerInstructions()
      .map((list, index) => ({
        index,
        instructions: list.map((inner) => {
          const compiled = inner.instruction()
          return {
            programIdIndex: compiled.programIdIndex(),
            accounts: [...compiled.accounts()],
            data: bs58.encode(compiled.data()),
            stackHeight: inner.stackHeight(),
          }
        }),
      }))
      .filter((entry) => entry.instructions.length > 0)
  }

  const cluster = {
    svm,
    getAccount,
    setAccount,
    minimumBalanceForRentExemption: (size: number) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(size))),
    slot: () => slot,
    blockHeight: () => slot,
    blockTime: now,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: slot + BLOCKHASH_VALIDITY,
    }),
    isBlockhashValid: (hash: string) => (blockhashes.get(hash) ?? -1) >= slot,
    nextSlot,
    /** Pins the clock (seconds) while seeding a past; null returns to wall time. */
    setTime(seconds: number | null): void {
      fixedTime = seconds
    },
    transactions: () => log,
    findTransaction: (signature: string) => bySignature.get(signature),
    /** Every token account the cluster has seen, at its current state. */
    tokenAccountsOf(owner: PublicKey) {
      return [...tokenAccounts].flatMap((address) => {
        const key = new PublicKey(address)
        const account = getAccount(key)
        const token = readTokenAccount(account)
        return account && token?.owner.equals(owner) ? [{ pubkey: key, account, token }] : []
      })
    },
    onTransaction(listener: ClusterListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Runs a transaction without keeping its effects. */
    simulate(bytes: Uint8Array, options: { sigVerify?: boolean } = {}) {
      const { wire } = decode(bytes)
      svm.withSigverify(options.sigVerify ?? false)
      try {
        const result = svm.simulateTransaction(wire)
        if (isFailure(result)) {
          const meta = result.meta()
          return {
            err: transactionErrorJson(result),
            logs: meta.logs(),
            unitsConsumed: Number(meta.computeUnitsConsumed()),
            postAccounts: new Map<string, AccountInfo<Uint8Array>>(),
          }
        }
        const meta = result.meta()
        return {
          err: null,
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          postAccounts: new Map<string, AccountInfo<Uint8Array>>(
            result.postAccounts().map((account) => [account.address, toAccountInfo(account)]),
          ),
        }
      } finally {
        svm.withSigverify(true)
      }
    },

    /**
     * Lands a signed transaction (wire bytes) in the current slot and moves to the next.
     * Throws ClusterError for what a validator drops before a block (bad blockhash, signature,
     * fee payer); an instruction that fails still lands, with its error in the log.
     */
    send(bytes: Uint8Array): LoggedTransaction {
      const { tx, wire } = decode(bytes)
      const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array(64))
      if (bySignature.has(signature)) throw new ClusterError('AlreadyProcessed')
      checkBlockhash(tx)
      const accountKeys = tx.message.staticAccountKeys
      const preBalances = lamportsOf(accountKeys)
      const preTokenBalances = tokenBalances(accountKeys)
      const result = svm.sendTransaction(wire)
      const meta = isFailure(result) ? result.meta() : result
      const err = isFailure(result) ? transactionErrorJson(result) : null
      // Failures before execution never reach a block.
      if (
        err === 'SignatureFailure' ||
        err === 'InsufficientFundsForFee' ||
        err === 'AccountNotFound'
      )
        throw new ClusterError(err, meta.logs())
      const entry: LoggedTransaction = {
        signature,
        slot,
        blockTime: now(),
        transaction: tx,
        accountKeys,
        err,
        logs: meta.logs(),
        fee: LAMPORTS_PER_SIGNATURE * tx.message.header.numRequiredSignatures,
        preBalances,
        postBalances: lamportsOf(accountKeys),
        preTokenBalances,
        postTokenBalances: tokenBalances(accountKeys),
        innerInstructions: isFailure(result) ? [] : innerInstructionsOf(result),
        computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      }
      log.push(entry)
      bySignature.set(signature, entry)
      nextSlot()
      for (const listener of [...listeners]) listener(entry)
      return entry
    },

    /** requestAirdrop: a real transfer from the faucet, so it shows in history. */
    airdrop(to: PublicKey, amount: number): LoggedTransaction {
      const tx = new Transaction({ feePayer: FAUCET.publicKey, ...cluster.latestBlockhash() }).add(
        SystemProgram.transfer({ fromPubkey: FAUCET.publicKey, toPubkey: to, lamports: amount }),
      )
      tx.sign(FAUCET)
      return cluster.send(tx.serialize())
    },

    close(): void {
      if (timer) clearInterval(timer)
      listeners.clear()
    },
  }
  return cluster
}

function toAccountInfo(account: EncodedAccount): AccountInfo<Uint8Array> {
  return {
    lamports: Number(account.lamports),
    data: Uint8Array.from(account.data),
    owner: new PublicKey(account.programAddress),
    executable: account.executable,
    rentEpoch: 0,
  }
}

/** A running local cluster. */
export type Cluster = ReturnType<typeof createCluster>
