import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import {
  balanceResponseSchema,
  blockchainApiErrorSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
  supportedChainsSchema,
} from '@w3m/api-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID } from '../projects'
import { type Devnet, startDevnet } from '../server'
import { SOLANA_NETWORKS, SOLANA_TOKENS, solanaDevKeypairs } from '../solana/solanaKeys'
import { apiTestKit } from '../testing/apiTestKit'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>
const [alice, bob] = solanaDevKeypairs() as [Keypair, Keypair]
const DEVNET = SOLANA_NETWORKS[1].caip
const [usdc] = SOLANA_TOKENS

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())

describe('the Blockchain API on Solana', () => {
  it('lists the three Solana networks and reports the cluster healthy', async () => {
    const { body } = await api.get('/v1/supported-chains')
    expect(api.parse(supportedChainsSchema, body).http).toEqual(
      expect.arrayContaining(SOLANA_NETWORKS.map((network) => network.caip)),
    )
    const info = await api.get('/devnet/solana')
    expect(info.body).toMatchObject({
      rpcUrl: devnet.urls.solanaRpc,
      wsUrl: devnet.urls.solanaWs,
      devAccounts: solanaDevKeypairs().map((keypair) => keypair.publicKey.toBase58()),
      tokens: [
        { symbol: 'USDC', decimals: 6, mint: usdc?.mint.toBase58() },
        { symbol: 'PTS', decimals: 0 },
      ],
    })
    const health = await api.get('/health')
    expect(health.body).toMatchObject({ status: 'ok', parts: { solana: true } })
  })

  it('serves SOL and SPL balances computed from the cluster', async () => {
    const { status, body } = await api.get(`/v1/account/${alice.publicKey.toBase58()}/balance`, {
      chainId: DEVNET,
      currency: 'usd',
    })
    expect(status).toBe(200)
    const { balances } = api.parse(balanceResponseSchema, body)
    const lamports = await new Connection(devnet.urls.solanaRpc).getBalance(alice.publicKey)
    const sol = balances.find((balance) => balance.symbol === 'SOL')
    expect(sol).toMatchObject({ chainId: DEVNET, price: 150 })
    expect(Number(sol?.quantity.numeric)).toBe(lamports / LAMPORTS_PER_SOL)
    expect(balances.find((balance) => balance.symbol === 'USDC')).toMatchObject({
      address: `${DEVNET}:${usdc?.mint.toBase58()}`,
      quantity: { decimals: '6', numeric: '975' },
      value: 975,
    })
    expect(balances.find((balance) => balance.symbol === 'PTS')).toMatchObject({
      quantity: { decimals: '0', numeric: '120' },
      value: 60,
    })
    // Without chainId a base58 address is a Solana one; CAIP-10 names its network.
    const plain = await api.get(`/v1/account/${bob.publicKey.toBase58()}/balance`)
    expect(api.parse(balanceResponseSchema, plain.body).balances.map((b) => b.symbol)).toEqual(
      expect.arrayContaining(['SOL', 'USDC', 'PTS']),
    )
    const caip10 = await api.get(`/v1/account/${DEVNET}:${bob.publicKey.toBase58()}/balance`)
    expect(api.parse(balanceResponseSchema, caip10.body).balances[0]?.chainId).toBe(DEVNET)
  })

  it('pages history newest first, the same shape as EVM', async () => {
    const first = await api.get(`/v1/account/${alice.publicKey.toBase58()}/history`, {
      chainId: DEVNET,
      limit: '3',
    })
    const page1 = api.parse(historyResponseSchema, first.body)
    expect(page1.data).toHaveLength(3)
    expect(page1.next).toBeTruthy()
    const second = await api.get(`/v1/account/${alice.publicKey.toBase58()}/history`, {
      chainId: DEVNET,
      limit: '100',
      cursor: page1.next ?? '',
    })
    const page2 = api.parse(historyResponseSchema, second.body)
    expect(page2.next).toBeNull()
    const all = [...page1.data, ...page2.data]
    const times = all.map((tx) => Date.parse(tx.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const types = all.map((tx) => tx.metadata.operationType)
    expect(types).toEqual(expect.arrayContaining(['send', 'receive', 'execute']))
    const usdcSend = all.find(
      (tx) =>
        tx.metadata.operationType === 'send' &&
        tx.transfers.some((t) => t.fungible_info?.symbol === 'USDC'),
    )
    expect(usdcSend?.metadata).toMatchObject({
      chain: DEVNET,
      sentFrom: alice.publicKey.toBase58(),
      sentTo: bob.publicKey.toBase58(),
      status: 'confirmed',
    })
    expect(usdcSend?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '25' },
      value: 25,
      price: 1,
    })
    const tx = await new Connection(devnet.urls.solanaRpc).getTransaction(
      usdcSend?.metadata.hash ?? '',
      { maxSupportedTransactionVersion: 0 },
    )
    expect(tx?.blockTime).toBe(Date.parse(usdcSend?.metadata.minedAt ?? '') / 1000)
  })

  it('shows a new transfer at the top of the receiver history', async () => {
    const connection = new Connection(devnet.urls.solanaRpc, { wsEndpoint: devnet.urls.solanaWs })
    const receiver = Keypair.generate().publicKey
    const latest = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: bob.publicKey, ...latest }).add(
      SystemProgram.transfer({
        fromPubkey: bob.publicKey,
        toPubkey: receiver,
        lamports: 3 * LAMPORTS_PER_SOL,
      }),
    )
    tx.sign(bob)
    const signature = await connection.sendRawTransaction(tx.serialize())
    await connection.confirmTransaction({ signature, ...latest })
    const { body } = await api.get(`/v1/account/${receiver.toBase58()}/history`)
    const [top] = api.parse(historyResponseSchema, body).data
    expect(top?.metadata).toMatchObject({ hash: signature, operationType: 'receive' })
    expect(top?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '3' }, value: 450 }),
    ])
  })

  it('prices SPL tokens by their CAIP-10 mint', async () => {
    const { status, body } = await api.post('/v1/fungible/price', {
      projectId: DEMO_PROJECT_ID,
      currency: 'usd',
      addresses: [`${DEVNET}:${usdc?.mint.toBase58()}`],
    })
    expect(status).toBe(200)
    expect(api.parse(fungiblePriceResponseSchema, body).fungibles).toEqual([
      expect.objectContaining({ symbol: 'USDC', name: 'USD Coin', price: 1 }),
    ])
  })

  it('proxies JSON-RPC to the cluster and refuses unknown Solana networks', async () => {
    const proxied = await fetch(api.url('/v1/', { chainId: DEVNET }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [alice.publicKey.toBase58()],
      }),
    })
    const { result } = (await proxied.json()) as { result: { value: number } }
    expect(result.value).toBe(
      await new Connection(devnet.urls.solanaRpc).getBalance(alice.publicKey),
    )
    const unknown = await api.get(`/v1/account/${alice.publicKey.toBase58()}/balance`, {
      chainId: 'solana:unknownnetwork',
    })
    expect(unknown.status).toBe(400)
    expect(api.parse(blockchainApiErrorSchema, unknown.body).code).toBe('UNSUPPORTED_CHAIN')
  })
})
