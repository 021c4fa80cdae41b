import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedSolana, startSolana } from '../../../devnet/src/solana'
import { siteClient } from '../testing/siteClient'
import { freePort } from '../testing/startTestChain'
import { startTestSite } from '../testing/startTestSite'
import { SOLANA_NETWORK_IDS } from './wallet/createSolanaWallet'
import { fundWithAirdrop } from './wallet/fundWithAirdrop'
import { solanaKeyAad } from './wallet/solanaKey'

const SOLANA = SOLANA_NETWORK_IDS[0]
type UserResult = { address: string; chainId: string; accounts: Array<{ address: string }> }

let cluster: StartedSolana
let site: Awaited<ReturnType<typeof startTestSite>>
let client: ReturnType<typeof siteClient>
let connection: Connection

beforeAll(async () => {
  cluster = await startSolana({ host: '127.0.0.1', port: await freePort() })
  connection = new Connection(cluster.url, 'confirmed')
  site = await startTestSite({
    solanaNetworks: SOLANA_NETWORK_IDS.map((caipNetworkId) => ({
      caipNetworkId,
      rpcUrl: cluster.url,
    })),
    fundSolanaAccount: fundWithAirdrop(cluster.url),
  })
  client = siteClient(site)
  await client.loginWithEmail('solana@example.com', 'device-sol')
})
afterAll(async () => {
  await site?.stop()
  await cluster?.close()
})

const solanaUser = () => client.post<UserResult>('/api/user', { chainId: SOLANA })

/** A SOL transfer from `from`, unsigned, as base58 wire bytes (legacy or v0). */
async function transfer(from: string, to: PublicKey, lamports: number, versioned = false) {
  const { blockhash } = await connection.getLatestBlockhash()
  const instruction = SystemProgram.transfer({
    fromPubkey: new PublicKey(from),
    toPubkey: to,
    lamports,
  })
  if (versioned) {
    const message = new TransactionMessage({
      payerKey: new PublicKey(from),
      recentBlockhash: blockhash,
      instructions: [instruction],
    }).compileToV0Message()
    return bs58.encode(new VersionedTransaction(message).serialize())
  }
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
  tx.add(instruction)
  return bs58.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('the Solana key of the embedded wallet', () => {
  it('is made at first login, sealed at rest, and funded on the cluster', async () => {
    const user = await solanaUser()
    expect(user.chainId).toBe(SOLANA)
    expect(new PublicKey(user.address).toBase58()).toBe(user.address)
    expect(user.accounts).toEqual([{ address: user.address, type: 'eoa' }])
    const [row] = await site.db.query<{
      id: string
      solana_address: string
      encrypted_solana_key: string
      solana_key_id: string
    }>('select * from users where email = $1', ['solana@example.com'])
    expect(row?.solana_address).toBe(user.address)
    // The sealed seed opens with the vault under its own additional data only.
    const { createKeyVault } = await import('./wallet/keyVault')
    const { TEST_SERVER_KEY } = await import('../testing/startTestSite')
    const vault = createKeyVault(TEST_SERVER_KEY)
    const seed = vault.decrypt(row!.encrypted_solana_key, solanaKeyAad(row!.id), row!.solana_key_id)
    expect(Keypair.fromSeed(Buffer.from(seed, 'hex')).publicKey.toBase58()).toBe(user.address)
    expect(() => vault.decrypt(row!.encrypted_solana_key, row!.id, row!.solana_key_id)).toThrow(
      'could not be decrypted',
    )
    expect(JSON.stringify(row)).not.toContain(seed)
    await expect.poll(() => connection.getBalance(new PublicKey(user.address))).toBeGreaterThan(0)
  })

  it('is made on first use for a user from before Solana keys', async () => {
    const other = siteClient(site)
    await other.loginWithEmail('old-user@example.com', 'device-old')
    await site.db.query(
      `update users set solana_address = null, encrypted_solana_key = null, solana_key_id = null
       where email = $1`,
      ['old-user@example.com'],
    )
    const user = await other.post<UserResult>('/api/user', { chainId: SOLANA })
    expect(new PublicKey(user.address).toBase58()).toBe(user.address)
    expect((await other.post<UserResult>('/api/user', { chainId: SOLANA })).address).toBe(
      user.address,
    )
  })

  it('signs a message the key verifies', async () => {
    const { address } = await solanaUser()
    const message = new TextEncoder().encode('hello solana')
    const { signature } = await client.solana<{ signature: string }>(
      'solana_signMessage',
      { message: bs58.encode(message), pubkey: address },
      SOLANA,
    )
    expect(
      nacl.sign.detached.verify(message, bs58.decode(signature), new PublicKey(address).toBytes()),
    ).toBe(true)
    await expect(
      client.solana(
        'solana_signMessage',
        { message: bs58.encode(message), pubkey: Keypair.generate().publicKey.toBase58() },
        SOLANA,
      ),
    ).rejects.toThrow('The pubkey is not your account')
  })

  it('signs transactions (legacy and v0) and all of a list', async () => {
    const { address } = await solanaUser()
    const to = Keypair.generate().publicKey
    const { transaction } = await client.solana<{ transaction: string }>(
      'solana_signTransaction',
      { transaction: await transfer(address, to, 1000) },
      SOLANA,
    )
    const signed = Transaction.from(bs58.decode(transaction))
    expect(signed.verifySignatures()).toBe(true)
    const { transactions } = await client.solana<{ transactions: string[] }>(
      'solana_signAllTransactions',
      { transactions: [await transfer(address, to, 1), await transfer(address, to, 2, true)] },
      SOLANA,
    )
    expect(transactions).toHaveLength(2)
    const v0 = VersionedTransaction.deserialize(bs58.decode(transactions[1]!))
    expect(
      nacl.sign.detached.verify(
        v0.message.serialize(),
        v0.signatures[0]!,
        new PublicKey(address).toBytes(),
      ),
    ).toBe(true)
    // A transaction that does not need this wallet is refused.
    const stranger = Keypair.generate().publicKey.toBase58()
    await expect(
      client.solana(
        'solana_signTransaction',
        { transaction: await transfer(stranger, to, 1) },
        SOLANA,
      ),
    ).rejects.toThrow('does not ask for this wallet')
  })

  it('signs and sends with the send options; the cluster holds the transfer', async () => {
    const { address } = await solanaUser()
    const to = Keypair.generate().publicKey
    const { signature } = await client.solana<{ signature: string }>(
      'solana_signAndSendTransaction',
      {
        transaction: await transfer(address, to, LAMPORTS_PER_SOL / 100, true),
        options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2 },
      },
      SOLANA,
    )
    await expect
      .poll(async () => (await connection.getSignatureStatus(signature)).value?.err === null)
      .toBe(true)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 100)
    // minContextSlot beyond the cluster's slot: the cluster refuses, nothing is sent.
    const later = Keypair.generate().publicKey
    await expect(
      client.solana(
        'solana_signAndSendTransaction',
        {
          transaction: await transfer(address, later, 5000),
          options: { minContextSlot: 10_000_000_000 },
        },
        SOLANA,
      ),
    ).rejects.toThrow('refused by the cluster')
    expect(await connection.getBalance(later)).toBe(0)
  })

  it('needs the approval proof, the session, a served network and the namespace of the method', async () => {
    const { address } = await solanaUser()
    const params = { message: bs58.encode(new Uint8Array([1, 2, 3])), pubkey: address }
    // No proof: the session token alone signs nothing.
    await expect(
      client.post('/api/rpc', {
        method: 'solana_signMessage',
        params,
        chainId: SOLANA,
        chainNamespace: 'solana',
      }),
    ).rejects.toThrow('This request was not approved in the wallet')
    await expect(client.solana('solana_signMessage', params, 'solana:unknown')).rejects.toThrow(
      'Unsupported chain',
    )
    // A Solana method on eip155 is not answered there.
    await expect(client.rpc('solana_signMessage', [params], 8453)).rejects.toThrow(
      'Unsupported method: solana_signMessage',
    )
    await expect(client.solana('solana_signMessage', { message: '0OIl' }, SOLANA)).rejects.toThrow(
      'Invalid solana_signMessage params',
    )
    const anonymous = siteClient(site)
    await expect(anonymous.solana('solana_signMessage', params, SOLANA)).rejects.toThrow(
      'Not connected to email or social',
    )
    await expect(
      client.post<{ chainId: string }>('/api/solana/network', { chainId: SOLANA }),
    ).resolves.toEqual({ chainId: SOLANA })
    await expect(client.post('/api/solana/network', { chainId: 'solana:nope' })).rejects.toThrow(
      'Unsupported chain',
    )
  })
})
