import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import {
  createFakeSignClient,
  FAKE_SOLANA_CHAIN,
  fakeSession,
  fakeSolanaNamespace,
} from '../../testing/fakeSignClient'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../utils/base58'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import { createWalletConnectSolanaWallet } from './solanaWallet'

const key = Keypair.generate()
const ADDRESS = key.publicKey.toBase58()
// ed25519 through node:crypto, from the raw 32-byte seed and public key (PKCS#8 / SPKI prefixes).
const privateKey = createPrivateKey({
  key: Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    Buffer.from(key.secretKey.slice(0, 32)),
  ]),
  format: 'der',
  type: 'pkcs8',
})
const publicKey = createPublicKey({
  key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), key.publicKey.toBuffer()]),
  format: 'der',
  type: 'spki',
})
const BLOCKHASH = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'

type Features = {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: WalletAccount[] }>
  }
  'standard:disconnect': { disconnect(): Promise<void> }
  'standard:events': {
    on(event: 'change', fn: (p: { accounts?: WalletAccount[] }) => void): () => void
  }
  'solana:signMessage': {
    signMessage(
      ...i: Array<{ account: WalletAccount; message: Uint8Array }>
    ): Promise<Array<{ signature: Uint8Array }>>
  }
  'solana:signTransaction': {
    signTransaction(
      ...i: Array<{ account: WalletAccount; transaction: Uint8Array }>
    ): Promise<Array<{ signedTransaction: Uint8Array }>>
  }
  'solana:signAndSendTransaction': {
    signAndSendTransaction(
      ...i: Array<{
        account: WalletAccount
        transaction: Uint8Array
        chain?: string
        options?: object
      }>
    ): Promise<Array<{ signature: Uint8Array }>>
  }
}

function setup(solanaChains = [FAKE_SOLANA_CHAIN]) {
  const fake = createFakeSignClient()
  const provider = createWalletConnectProvider({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    metadata: { name: 'Test', description: 'Test', url: 'http://127.0.0.1', icons: [] },
    chains: [8453],
    rpcUrls: { 8453: 'http://127.0.0.1:8545' },
    solanaChains,
    createClient: async () => fake.client,
  })
  const wallet = createWalletConnectSolanaWallet(provider, solanaChains)
  const features = wallet.features as unknown as Features
  return { fake, provider, wallet, features }
}

const solanaNamespace = () => ({
  ...fakeSolanaNamespace(),
  accounts: [`${FAKE_SOLANA_CHAIN}:${ADDRESS}`],
})

/** Connects through the wallet's standard:connect; the fake wallet approves both namespaces. */
async function connected(namespaces?: Record<string, ReturnType<typeof solanaNamespace>>) {
  const context = setup()
  const connecting = context.features['standard:connect'].connect()
  await vi.waitFor(() => expect(context.fake.proposals).toHaveLength(1))
  const session = context.fake.proposals[0]!.approve({
    namespaces: namespaces ?? { ...fakeSession().namespaces, solana: solanaNamespace() },
  })
  const { accounts } = await connecting
  return { ...context, session, account: accounts[0]! }
}

const transfer = () =>
  new Transaction({ feePayer: key.publicKey, recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({
      fromPubkey: key.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 5,
    }),
  )
const unsigned = () => transfer().serialize({ requireAllSignatures: false })

describe('WalletConnect Solana wallet: connect', () => {
  it('proposes the solana namespace beside eip155 and connects with the session Solana account', async () => {
    const { fake, account, wallet } = await connected()
    expect(fake.connectParams[0]?.optionalNamespaces.solana?.chains).toEqual([FAKE_SOLANA_CHAIN])
    expect(fake.connectParams[0]?.optionalNamespaces.eip155?.chains).toEqual(['eip155:8453'])
    expect(account.address).toBe(ADDRESS)
    expect([...account.publicKey]).toEqual([...key.publicKey.toBytes()])
    expect(wallet.accounts.map((entry) => entry.address)).toEqual([ADDRESS])
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('refuses a session without a Solana account, and ends it when nothing else uses it', async () => {
    const { fake, features } = setup()
    const connecting = features['standard:connect'].connect()
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    const session = fake.proposals[0]!.approve()
    await expect(connecting).rejects.toThrow('The wallet approved no Solana account')
    expect(fake.disconnects).toEqual([session.topic])
  })

  it('a Solana-only host requires the solana namespace: an EVM-only answer fails to connect', async () => {
    const fake = createFakeSignClient()
    const provider = createWalletConnectProvider({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'Test', description: 'Test', url: 'http://127.0.0.1', icons: [] },
      chains: [],
      rpcUrls: {},
      solanaChains: [FAKE_SOLANA_CHAIN],
      createClient: async () => fake.client,
    })
    const connecting = provider.connect({ namespace: 'solana' })
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    expect(Object.keys(fake.connectParams[0]?.requiredNamespaces ?? {})).toEqual(['solana'])
    const session = fake.proposals[0]!.approve()
    await expect(connecting).rejects.toThrow('Failed to connect')
    expect(fake.disconnects).toEqual([session.topic])
  })

  it('serves EVM and Solana from one session; it ends only when neither side uses it', async () => {
    const { fake, provider, features, session } = await connected()
    // The EVM side joins the same session: no second proposal.
    expect(await provider.connect()).toMatchObject({ chainId: 8453 })
    expect(fake.proposals).toHaveLength(1)
    await features['standard:disconnect'].disconnect()
    expect(fake.disconnects).toEqual([])
    expect(provider.session?.topic).toBe(session.topic)
    await provider.release('eip155')
    expect(fake.disconnects).toEqual([session.topic])
  })

  it('restores silently from the stored session, and reports nothing without one', async () => {
    const { fake, features } = setup()
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    fake.sessions.push(
      fakeSession({ namespaces: { ...fakeSession().namespaces, solana: solanaNamespace() } }),
    )
    const { accounts } = await features['standard:connect'].connect({ silent: true })
    expect(accounts.map((entry) => entry.address)).toEqual([ADDRESS])
  })

  it('a wallet-side disconnect empties the accounts (the change event)', async () => {
    const { fake, features, session } = await connected()
    const changes: Array<string[] | undefined> = []
    features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.map((entry) => entry.address)),
    )
    fake.emit('session_delete', { topic: session.topic })
    expect(changes).toEqual([[]])
  })
})

describe('WalletConnect Solana wallet: requests over the session', () => {
  it('solana_signMessage: base58 message and pubkey; the base58 signature comes back as bytes', async () => {
    const { fake, features, account, session } = await connected()
    fake.answerWith(({ request }) => {
      const { message } = request.params as { message: string }
      return { signature: encodeBase58(sign(null, decodeBase58(message), privateKey)) }
    })
    const message = new TextEncoder().encode('hello solana')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    expect(fake.requests[0]).toEqual({
      topic: session.topic,
      chainId: FAKE_SOLANA_CHAIN,
      request: {
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: ADDRESS },
      },
    })
    expect(verify(null, message, publicKey, output!.signature)).toBe(true)
  })

  it('solana_signTransaction: base64 transaction; a signature-only answer lands in the signer slot', async () => {
    const { fake, features, account } = await connected()
    fake.answerWith(({ request }) => {
      const tx = Transaction.from(
        decodeBase64((request.params as { transaction: string }).transaction),
      )
      tx.partialSign(key)
      return { signature: encodeBase58(tx.signature!) }
    })
    const bytes = unsigned()
    const [output] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: bytes,
    })
    expect(fake.requests[0]?.request).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: encodeBase64(bytes) },
    })
    const signed = Transaction.from(output!.signedTransaction)
    expect(signed.verifySignatures()).toBe(true)

    // A wallet that returns the whole signed transaction: taken as is.
    fake.answerWith(({ request }) => {
      const tx = Transaction.from(
        decodeBase64((request.params as { transaction: string }).transaction),
      )
      tx.partialSign(key)
      return { signature: encodeBase58(tx.signature!), transaction: encodeBase64(tx.serialize()) }
    })
    const [whole] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: unsigned(),
    })
    expect(Transaction.from(whole!.signedTransaction).verifySignatures()).toBe(true)
  })

  it('several transactions at once: solana_signAllTransactions', async () => {
    const { fake, features, account } = await connected()
    fake.answerWith(({ request }) => ({
      transactions: (request.params as { transactions: string[] }).transactions.map((entry) => {
        const tx = Transaction.from(decodeBase64(entry))
        tx.partialSign(key)
        return encodeBase64(tx.serialize())
      }),
    }))
    const outputs = await features['solana:signTransaction'].signTransaction(
      { account, transaction: unsigned() },
      { account, transaction: unsigned() },
    )
    expect(fake.requests[0]?.request.method).toBe('solana_signAllTransactions')
    expect(
      (fake.requests[0]!.request.params as { transactions: string[] }).transactions,
    ).toHaveLength(2)
    expect(outputs.map((o) => Transaction.from(o.signedTransaction).verifySignatures())).toEqual([
      true,
      true,
    ])
  })

  it('solana_signAndSendTransaction: base64 transaction and the send options given; base58 signature back', async () => {
    const { fake, features, account } = await connected()
    const signature = new Uint8Array(64).fill(7)
    fake.answerWith(() => ({ signature: encodeBase58(signature) }))
    const bytes = unsigned()
    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: bytes,
      chain: FAKE_SOLANA_CHAIN,
      options: { skipPreflight: true, preflightCommitment: 'processed', maxRetries: 2 },
    })
    expect(fake.requests[0]?.request).toEqual({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: encodeBase64(bytes),
        sendOptions: { skipPreflight: true, preflightCommitment: 'processed', maxRetries: 2 },
      },
    })
    expect([...output!.signature]).toEqual([...signature])
  })

  it('a refusal is 4001; an unapproved method is 4200; a foreign account is refused before the wallet', async () => {
    const { fake, features, account } = await connected({
      ...fakeSession().namespaces,
      solana: { ...solanaNamespace(), methods: ['solana_signMessage'] },
    })
    fake.answerWith(() => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    const message = new Uint8Array([1, 2, 3])
    await expect(
      features['solana:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: unsigned(),
      }),
    ).rejects.toMatchObject({ code: 4200 })
    const stranger = { ...account, address: new PublicKey(new Uint8Array(32).fill(9)).toBase58() }
    await expect(
      features['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toThrow('is not an account of this session')
    expect(fake.requests).toHaveLength(1)
  })
})
