import {
  balanceResponseSchema,
  blockchainApiErrorSchema,
  historyResponseSchema,
  identitySchema,
  supportedChainsSchema,
  type Transaction,
} from '@w3m/api-schemas'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../chain/accounts'
import { DEVNET_CHAINS } from '../chain/chains'
import { sendAs } from '../chain/sendAs'
import { CONTRACTS } from '../contracts/contracts'
import { type Devnet, startDevnet } from '../server'
import { apiTestKit, waitFor } from '../testing/apiTestKit'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>
const [ALICE, BOB] = DEV_ACCOUNTS as [`0x${string}`, `0x${string}`]

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())

describe('devnet', () => {
  it('is healthy and publishes what it deployed', async () => {
    const health = await api.get('/health')
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({
      status: 'ok',
      parts: { 'chain:8453': true, 'chain:42161': true, database: true, indexer: true },
    })
    const { body } = await api.get('/devnet/contracts')
    expect(body).toMatchObject({
      devAccounts: DEV_ACCOUNTS,
      chains: { 8453: { contracts: CONTRACTS }, 42161: { contracts: CONTRACTS } },
    })
  })

  it('answers a missing projectId with 401 PROJECT_ID_MISSING and an unknown one with 403 PROJECT_ID_INVALID', async () => {
    const missing = await api.get('/v1/supported-chains', { projectId: '' })
    expect(missing.status).toBe(401)
    expect(api.parse(blockchainApiErrorSchema, missing.body).code).toBe('PROJECT_ID_MISSING')
    const unknown = await api.get('/v1/supported-chains', {
      projectId: 'ffffffffffffffffffffffffffffffff',
    })
    expect(unknown.status).toBe(403)
    expect(api.parse(blockchainApiErrorSchema, unknown.body).code).toBe('PROJECT_ID_INVALID')
  })

  it('allows CORS for loopback origins only', async () => {
    const local = await api.get(
      '/v1/supported-chains',
      {},
      { headers: { origin: 'http://localhost:4300' } },
    )
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4300')
    const foreign = await api.get(
      '/v1/supported-chains',
      {},
      { headers: { origin: 'https://evil.example' } },
    )
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lists both EVM chains, then the Solana networks, as supported', async () => {
    const { body } = await api.get('/v1/supported-chains')
    expect(api.parse(supportedChainsSchema, body).http).toEqual([
      'eip155:8453',
      'eip155:42161',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
  })
})

describe('balance', () => {
  it('reads every non-zero balance from chain state, the 0-decimals token included', async () => {
    const { status, body } = await api.get(`/v1/account/${ALICE}/balance`, {
      currency: 'usd',
      chainId: 'eip155:8453',
    })
    expect(status).toBe(200)
    const { balances } = api.parse(balanceResponseSchema, body)
    const bySymbol = Object.fromEntries(balances.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['DEV', 'ETH', 'PTS', 'USDC'])
    // 1000 received, 100 sent, 50 swapped.
    expect(bySymbol.USDC).toMatchObject({
      quantity: { decimals: '6', numeric: '850' },
      price: 1,
      value: 850,
    })
    expect(bySymbol.USDC?.address).toBe(`eip155:8453:${CONTRACTS.usdc}`)
    expect(bySymbol.PTS).toMatchObject({ quantity: { decimals: '0', numeric: '42' } })
    // DEV has no table price: the AMM's pools price it at $2.
    expect(bySymbol.DEV?.price).toBeCloseTo(2, 6)
    expect(bySymbol.ETH?.address).toBeUndefined()
  })

  it('covers both chains when no chain is named, and rejects bad input with 400', async () => {
    const { body } = await api.get(`/v1/account/${BOB}/balance`, { currency: 'usd' })
    const chains = new Set(api.parse(balanceResponseSchema, body).balances.map((b) => b.chainId))
    expect([...chains].sort()).toEqual(['eip155:42161', 'eip155:8453'])
    expect((await api.get('/v1/account/0x1234/balance', { currency: 'usd' })).status).toBe(400)
    const badChain = await api.get(`/v1/account/${BOB}/balance`, { chainId: 'eip155:1' })
    expect(badChain.status).toBe(400)
    expect(api.parse(blockchainApiErrorSchema, badChain.body).code).toBe('UNSUPPORTED_CHAIN')
  })
})

describe('history', () => {
  const history = async (query: Record<string, string>) => {
    const { status, body } = await api.get(`/v1/account/${ALICE}/history`, query)
    expect(status).toBe(200)
    return api.parse(historyResponseSchema, body)
  }

  it('serves the seeded past newest first, with meaning', async () => {
    const { data } = await history({ chainId: 'eip155:8453', limit: '100' })
    const times = data.map((tx) => Date.parse(tx.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const types = data.map((tx) => tx.metadata.operationType)
    expect(types).toEqual(expect.arrayContaining(['receive', 'send', 'approve', 'trade']))
    const spam = data.find((tx) => tx.transfers.some((t) => t.nft_info))
    expect(spam?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        nft_info: expect.objectContaining({ flags: { is_spam: true } }),
      }),
    ])
    expect(data.filter((tx) => tx.metadata.status === 'failed')).toHaveLength(1)
    const swap = data.find(
      (tx) => tx.metadata.operationType === 'trade' && tx.metadata.status === 'confirmed',
    )
    expect(swap?.transfers.map((t) => [t.fungible_info?.symbol, t.direction]).sort()).toEqual([
      ['ETH', 'in'],
      ['USDC', 'out'],
    ])
  })

  it('pages with a cursor without gaps or repeats, and refuses a forged cursor', async () => {
    const all = (await history({ limit: '100' })).data
    const paged: Transaction[] = []
    let cursor: string | undefined
    do {
      const page = await history({ limit: '4', ...(cursor ? { cursor } : {}) })
      paged.push(...page.data)
      cursor = page.next ?? undefined
    } while (cursor)
    expect(paged.map((tx) => tx.id)).toEqual(all.map((tx) => tx.id))
    expect(new Set(all.map((tx) => tx.metadata.chain)).size).toBe(2)
    expect(
      (await api.get(`/v1/account/${ALICE}/history`, { cursor: 'bm90LWEtY3Vyc29y' })).status,
    ).toBe(400)
  })

  it.each(DEVNET_CHAINS.map((chain) => [chain.caip, chain.id] as const))(
    'shows a new transfer on %s within 2 s',
    async (caip, chainId) => {
      const [from, to] = [DEV_ACCOUNTS[4] as `0x${string}`, DEV_ACCOUNTS[5] as `0x${string}`]
      const url = devnet.urls.rpc[chainId] as string
      const sent = await sendAs(url, { from, to, value: parseEther('0.5') })
      const token = await sendAs(url, {
        from: ALICE,
        to: CONTRACTS.usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits('1.5', 6)],
        }),
      })
      const { value, ms } = await waitFor(async () => {
        const { body } = await api.get(`/v1/account/${to}/history`, { chainId: caip })
        const { data } = api.parse(historyResponseSchema, body)
        const hashes = data.map((tx) => tx.metadata.hash)
        return hashes.includes(sent.hash) && hashes.includes(token.hash) ? data : undefined
      }, 2_000)
      expect(ms).toBeLessThan(2_000)
      const native = value.find((tx) => tx.metadata.hash === sent.hash)
      expect(native?.metadata).toMatchObject({
        operationType: 'receive',
        sentFrom: from,
        sentTo: to,
        status: 'confirmed',
        chain: caip,
      })
      expect(native?.transfers).toEqual([
        expect.objectContaining({ direction: 'in', quantity: { numeric: '0.5' }, value: 1500 }),
      ])
      const erc20 = value.find((tx) => tx.metadata.hash === token.hash)
      expect(erc20?.transfers[0]).toMatchObject({
        fungible_info: { symbol: 'USDC' },
        direction: 'in',
        quantity: { numeric: '1.5' },
      })
    },
  )
})

describe('RPC proxy', () => {
  const call = (query: Record<string, string>, body: unknown) =>
    fetch(api.url('/v1/', query), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('forwards JSON-RPC, single or batched, to the node of the chain asked for', async () => {
    for (const chain of DEVNET_CHAINS) {
      const response = await call(
        { chainId: chain.caip },
        { jsonrpc: '2.0', id: 7, method: 'eth_chainId' },
      )
      expect(await response.json()).toEqual({
        jsonrpc: '2.0',
        id: 7,
        result: `0x${chain.id.toString(16)}`,
      })
    }
    const batch = await call({ chainId: 'eip155:8453' }, [
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ALICE, 'latest'] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ])
    const results = (await batch.json()) as { id: number; result: string }[]
    expect(results.map((r) => r.id).sort()).toEqual([1, 2])
    expect(BigInt(results.find((r) => r.id === 1)?.result ?? '0')).toBeGreaterThan(0n)
  })

  it('refuses an unknown chain, a missing projectId and a body that is not JSON-RPC', async () => {
    expect(
      (await call({ chainId: 'eip155:1' }, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))
        .status,
    ).toBe(400)
    expect(
      (
        await call(
          { chainId: 'eip155:8453', projectId: '' },
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        )
      ).status,
    ).toBe(401)
    expect((await call({ chainId: 'eip155:8453' }, { method: 42 })).status).toBe(400)
  })

  it('tells a chain the hosted proxy serves but the devnet does not run (Ethereum, the default) from one it does not serve', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const mainnet = await call({ chainId: 'eip155:1' }, body)
    expect(mainnet.status).toBe(400)
    expect(api.parse(blockchainApiErrorSchema, await mainnet.json())).toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      message:
        'Chain eip155:1 is served by the RPC proxy but not run by this devnet; it runs eip155:8453, eip155:42161',
    })
    const unknown = await call({ chainId: 'eip155:31337' }, body)
    expect(unknown.status).toBe(400)
    expect(api.parse(blockchainApiErrorSchema, await unknown.json()).message).toMatch(
      /^Unsupported chain eip155:31337/,
    )
    const { body: chains } = await api.get('/v1/supported-chains')
    expect(api.parse(supportedChainsSchema, chains).http).not.toContain('eip155:1')
  })
})

describe('identity', () => {
  it('is null for an address without a name', async () => {
    const { body } = await api.get(`/v1/identity/${BOB}`)
    expect(api.parse(identitySchema, body)).toEqual({ name: null, avatar: null })
  })
})
