import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type Devnet, startDevnet } from '../server'
import { memoInstruction } from './seedCluster'
import { CLUSTER_GENESIS_HASH, SOLANA_TOKENS, solanaDevKeypairs } from './solanaKeys'

let devnet: Devnet
let connection: Connection
const [alice, bob] = solanaDevKeypairs() as [Keypair, Keypair]
const usdc = SOLANA_TOKENS[0]!

beforeAll(async () => {
  devnet = await startDevnet()
  connection = new Connection(devnet.urls.solanaRpc, {
    commitment: 'confirmed',
    wsEndpoint: devnet.urls.solanaWs,
  })
})
afterAll(() => devnet?.close())

async function sendAndConfirm(tx: Transaction, ...signers: Keypair[]) {
  const latest = await connection.getLatestBlockhash()
  tx.recentBlockhash = latest.blockhash
  tx.feePayer = signers[0]!.publicKey
  tx.sign(...signers)
  const signature = await connection.sendRawTransaction(tx.serialize())
  const confirmation = await connection.confirmTransaction({ signature, ...latest })
  return { signature, err: confirmation.value.err }
}

const usdcBalance = async (owner: PublicKey) =>
  (await getAccount(connection, getAssociatedTokenAddressSync(usdc.mint, owner))).amount

describe('the local Solana cluster through @solana/web3.js', () => {
  it('answers the cluster facts', async () => {
    expect(await connection.getGenesisHash()).toBe(CLUSTER_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+/)
    const slot = await connection.getSlot()
    expect(slot).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(slot)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2039280)
    const { blockhash } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(
      false,
    )
  })

  it('seeds SOL and SPL balances', async () => {
    expect(await connection.getBalance(alice.publicKey)).toBeGreaterThan(90 * LAMPORTS_PER_SOL)
    const parsed = await connection.getParsedTokenAccountsByOwner(alice.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    })
    const mints = parsed.value.map((entry) => entry.account.data.parsed.info.mint)
    expect(mints).toEqual(expect.arrayContaining(SOLANA_TOKENS.map((t) => t.mint.toBase58())))
    const byMint = await connection.getTokenAccountsByOwner(alice.publicKey, { mint: usdc.mint })
    expect(byMint.value).toHaveLength(1)
    expect(await usdcBalance(alice.publicKey)).toBe(975_000_000n)
    const [mintInfo] = (await connection.getMultipleAccountsInfo([usdc.mint])) ?? []
    expect(mintInfo?.data.length).toBe(82)
  })

  it('transfers SOL, confirmed through signatureSubscribe', async () => {
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(alice.publicKey)
    const { signature, err } = await sendAndConfirm(
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL,
        }),
      ),
      alice,
    )
    expect(err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - LAMPORTS_PER_SOL - 5000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.confirmationStatus).toBe('finalized')
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(tx?.meta?.fee).toBe(5000)
    expect(tx?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL)
    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { lamports: LAMPORTS_PER_SOL, destination: to.toBase58() },
      },
    })
    const history = await connection.getSignaturesForAddress(to)
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('creates an associated token account and sends USDC to it', async () => {
    const receiver = Keypair.generate().publicKey
    const ata = getAssociatedTokenAddressSync(usdc.mint, receiver)
    expect(await connection.getAccountInfo(ata)).toBeNull()
    const before = await usdcBalance(alice.publicKey)
    const { signature, err } = await sendAndConfirm(
      new Transaction().add(
        createAssociatedTokenAccountInstruction(alice.publicKey, ata, receiver, usdc.mint),
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(usdc.mint, alice.publicKey),
          usdc.mint,
          ata,
          alice.publicKey,
          2_500_000n,
          6,
        ),
      ),
      alice,
    )
    expect(err).toBeNull()
    expect(await usdcBalance(receiver)).toBe(2_500_000n)
    expect(await usdcBalance(alice.publicKey)).toBe(before - 2_500_000n)
    const tx = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(tx?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          owner: receiver.toBase58(),
          mint: usdc.mint.toBase58(),
          uiTokenAmount: expect.objectContaining({ amount: '2500000', uiAmountString: '2.5' }),
        }),
      ]),
    )
    expect(tx?.transaction.message.instructions.map((ix) => 'program' in ix && ix.program)).toEqual(
      ['spl-associated-token-account', 'spl-token'],
    )
  })

  it('lands a memo in a v0 transaction, sent as base58', async () => {
    const latest = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: bob.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [memoInstruction('hello from a test', bob.publicKey)],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([bob])
    const fee = await connection.getFeeForMessage(message)
    expect(fee.value).toBe(5000)
    // web3.js sends base64; the base58 form is the RPC's default encoding.
    const bs58 = (await import('bs58')).default
    const response = await fetch(devnet.urls.solanaRpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [bs58.encode(tx.serialize())],
      }),
    })
    const { result: signature } = (await response.json()) as { result: string }
    await connection.confirmTransaction({ signature, ...latest })
    await expect(connection.getTransaction(signature)).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    )
    const landed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(landed?.version).toBe(0)
    expect(landed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-memo',
      parsed: 'hello from a test',
    })
    expect(landed?.meta?.logMessages?.join('\n')).toContain('hello from a test')
    const [latestForBob] = await connection.getSignaturesForAddress(bob.publicKey, { limit: 1 })
    expect(latestForBob).toMatchObject({ signature, memo: '[17] hello from a test' })
  })

  it('fails preflight with the program logs, and simulates the failure', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL / 100),
      ...(await connection.getLatestBlockhash()),
    })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL / 100)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: alice.publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    const latest = await connection.getLatestBlockhash()
    tx.recentBlockhash = latest.blockhash
    tx.feePayer = poor.publicKey
    const simulated = await connection.simulateTransaction(tx)
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(simulated.value.logs?.join('\n')).toContain('insufficient lamports')
    tx.sign(poor)
    const error = await connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Transaction simulation failed')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL / 100)
  })

  it('notifies account changes over WebSocket, and stops after unsubscribe', async () => {
    const watched = Keypair.generate().publicKey
    const socket = new WebSocket(devnet.urls.solanaWs)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const messages: Array<Record<string, unknown>> = []
    const next = (match: (message: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const seen = messages.find(match)
        if (seen) return resolve(seen)
        const onMessage = (raw: unknown) => {
          const message = JSON.parse(String(raw)) as Record<string, unknown>
          if (match(message)) {
            socket.off('message', onMessage)
            resolve(message)
          }
        }
        socket.on('message', onMessage)
      })
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))))
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'accountSubscribe',
        params: [watched.toBase58(), { encoding: 'base64', commitment: 'confirmed' }],
      }),
    )
    const { result: subscription } = await next((message) => message.id === 7)
    await sendAndConfirm(
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: bob.publicKey,
          toPubkey: watched,
          lamports: 1_000_000,
        }),
      ),
      bob,
    )
    const notification = await next((message) => message.method === 'accountNotification')
    expect(notification.params).toMatchObject({
      subscription,
      result: { value: { lamports: 1_000_000, owner: SystemProgram.programId.toBase58() } },
    })
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 8,
        method: 'accountUnsubscribe',
        params: [subscription],
      }),
    )
    expect(await next((message) => message.id === 8)).toMatchObject({ result: true })
    socket.close()
  })
})
