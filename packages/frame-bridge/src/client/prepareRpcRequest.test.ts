import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setupBridge } from '../testing/setupBridge'
import type { FrameClientOptions } from './createFrameClient'
import { bigintsToHex, rpcUrlOf, toHexChainId } from './prepareRpcRequest'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function ready(storage?: Record<string, string>, client?: Partial<FrameClientOptions>) {
  const RPC_REQUEST = vi.fn((payload: unknown) => payload)
  const GET_USER = vi.fn((payload: { chainId?: string | number | undefined }) => ({
    email: null,
    address: '0x1',
    chainId: payload.chainId ?? 1,
    accounts: [],
    userName: null,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }))
  const bridge = setupBridge({ handlers: { RPC_REQUEST, GET_USER }, storage, client })
  const started = bridge.client.start()
  await vi.advanceTimersByTimeAsync(600)
  await started
  const rpc = async (request: Parameters<typeof bridge.client.rpcRequest>[0]) => {
    const call = bridge.client.rpcRequest(request)
    // Observed below, after the timers run; this keeps the rejection from counting as unhandled meanwhile.
    call.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    return call
  }
  return { ...bridge, RPC_REQUEST, GET_USER, rpc }
}

test('bigints go out as hex, deeply', () => {
  expect(bigintsToHex([{ value: 10n, nested: [255n] }, 'x', 3])).toEqual([
    { value: '0xa', nested: ['0xff'] },
    'x',
    3,
  ])
})

test.each([
  ['8453', '0x2105'],
  [1, '0x1'],
  ['eip155:42161', '0xa4b1'],
  ['solana:5eykt', 'solana:5eykt'],
])('toHexChainId(%s) = %s', (input, output) => {
  expect(toHexChainId(input)).toBe(output)
})

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const URLS = {
  8453: 'http://127.0.0.1:8545/base',
  42161: 'http://127.0.0.1:8546/arb',
  [SOLANA]: 'http://127.0.0.1:8899/',
}

test('rpcUrlOf: each chain its own URL; the single rpcUrl only for its own chain', () => {
  const source = { chainId: 8453, rpcUrl: 'https://one/', rpcUrls: { 42161: URLS[42161] } }
  expect(rpcUrlOf(source, 'eip155:42161')).toBe(URLS[42161])
  expect(rpcUrlOf(source, '42161')).toBe(URLS[42161])
  expect(rpcUrlOf(source, 8453)).toBe('https://one/')
  expect(rpcUrlOf(source, 'eip155:8453')).toBe('https://one/')
  expect(rpcUrlOf(source, 1)).toBeUndefined()
  expect(rpcUrlOf(source, SOLANA)).toBeUndefined()
})

describe('each request carries its own chain RPC URL', () => {
  test('after a switch, RPC requests go with the new chain URL, not the first one', async () => {
    const { rpc, client } = await ready({}, { chainId: 8453, rpcUrl: URLS[8453], rpcUrls: URLS })
    expect(await rpc({ method: 'eth_blockNumber', params: [] })).toMatchObject({
      chainId: 8453,
      rpcUrl: URLS[8453],
    })
    client.storage.set('LAST_USED_CHAIN', '42161')
    expect(await rpc({ method: 'eth_blockNumber', params: [] })).toMatchObject({
      chainId: '42161',
      rpcUrl: URLS[42161],
    })
    // A request naming its chain gets that chain's URL.
    expect(await rpc({ method: 'eth_getBalance', params: ['0x1'], chainId: 8453 })).toMatchObject({
      chainId: 8453,
      rpcUrl: URLS[8453],
    })
  })

  test('a Solana request goes with the Solana URL, never an EVM one', async () => {
    const { rpc } = await ready({ '@appkit-wallet/LAST_USED_CHAIN_KEY': '8453' }, { rpcUrls: URLS })
    expect(
      await rpc({ method: 'solana_signMessage', params: { message: '3Bxs4h' }, chainId: SOLANA }),
    ).toEqual({
      method: 'solana_signMessage',
      params: { message: '3Bxs4h' },
      chainNamespace: 'solana',
      chainId: SOLANA,
      rpcUrl: URLS[SOLANA],
    })
    // With no Solana chain named and the default on EVM: no chain, no URL.
    expect(
      await rpc({ method: 'solana_signMessage', params: { message: '3Bxs4h' } }),
    ).not.toHaveProperty('rpcUrl')
  })

  test('a chain without its own URL gets none, not the default chain URL', async () => {
    const { rpc } = await ready({ '@appkit-wallet/LAST_USED_CHAIN_KEY': '10' })
    expect(await rpc({ method: 'eth_blockNumber', params: [] })).toEqual({
      method: 'eth_blockNumber',
      params: [],
      chainNamespace: 'eip155',
      chainId: '10',
    })
  })

  test('GET_USER after a switch names the stored chain with its URL', async () => {
    const { client, GET_USER } = await ready(
      { '@appkit-wallet/LAST_USED_CHAIN_KEY': '42161' },
      { rpcUrls: URLS },
    )
    const user = client.getUser({})
    await vi.advanceTimersByTimeAsync(0)
    await user
    expect(GET_USER.mock.calls[0]?.[0]).toMatchObject({ chainId: '42161', rpcUrl: URLS[42161] })
  })
})

describe('rpcRequest', () => {
  test('eth_chainId is answered from the last used chain without asking the frame', async () => {
    const { rpc, RPC_REQUEST } = await ready({ '@appkit-wallet/LAST_USED_CHAIN_KEY': '42161' })
    expect(await rpc({ method: 'eth_chainId' })).toBe('0xa4b1')
    expect(RPC_REQUEST).not.toHaveBeenCalled()
  })

  test('fills in chainNamespace, chainId and rpcUrl, and sends bigints as hex', async () => {
    const { rpc } = await ready()
    const echoed = await rpc({ method: 'eth_sendTransaction', params: [{ to: '0x1', value: 16n }] })
    expect(echoed).toEqual({
      method: 'eth_sendTransaction',
      params: [{ to: '0x1', value: '0x10' }],
      chainNamespace: 'eip155',
      chainId: 8453,
      rpcUrl: 'https://rpc.example/v1',
    })
  })

  test('explicit chain fields win over defaults', async () => {
    const { rpc } = await ready({ '@appkit-wallet/LAST_USED_CHAIN_KEY': '1' })
    const echoed = await rpc({
      method: 'solana_signMessage',
      params: { message: '3Bxs4h' },
      chainNamespace: 'solana',
      chainId: 'sol',
      rpcUrl: 'r',
    })
    expect(echoed).toMatchObject({ chainNamespace: 'solana', chainId: 'sol', rpcUrl: 'r' })
  })

  test('a Solana method goes on solana, without the EVM chain and RPC defaults', async () => {
    const { rpc } = await ready({ '@appkit-wallet/LAST_USED_CHAIN_KEY': '8453' })
    const echoed = await rpc({ method: 'solana_signMessage', params: { message: '3Bxs4h' } })
    expect(echoed).toEqual({
      method: 'solana_signMessage',
      params: { message: '3Bxs4h' },
      chainNamespace: 'solana',
    })
    // After a switch to Solana, the Solana network is the default for Solana requests only.
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const after = await ready({ '@appkit-wallet/LAST_USED_CHAIN_KEY': solana })
    expect(
      await after.rpc({ method: 'solana_signTransaction', params: { transaction: '3Bxs4h' } }),
    ).toMatchObject({ chainNamespace: 'solana', chainId: solana })
    expect(await after.rpc({ method: 'eth_blockNumber', params: [] })).toEqual({
      method: 'eth_blockNumber',
      params: [],
      chainNamespace: 'eip155',
    })
  })

  test('wallet_sendCalls: calls must have 0x to and data', async () => {
    const { rpc, RPC_REQUEST } = await ready()
    const good = [
      {
        chainId: '0x2105',
        from: '0xabc',
        version: '1.0',
        calls: [{ to: '0x1', data: '0x', value: '0x0' }],
      },
    ]
    expect(await rpc({ method: 'wallet_sendCalls', params: good })).toMatchObject({ params: good })
    await expect(
      rpc({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] }),
    ).rejects.toMatchObject({
      message: 'Invalid RPC_REQUEST request',
      details: expect.stringContaining('params.0.calls.0.to'),
    })
    await expect(
      rpc({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: 'zz' }] }] }),
    ).rejects.toThrow()
    expect(RPC_REQUEST).toHaveBeenCalledTimes(1)
  })

  test('Solana send options are checked', async () => {
    const { rpc } = await ready()
    const ok = {
      transaction: '3Bxs4h',
      options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3 },
    }
    await expect(rpc({ method: 'solana_signAndSendTransaction', params: ok })).resolves.toBeTruthy()
    for (const bad of [
      { transaction: '3Bxs4h', options: { preflightCommitment: 'eventually' } },
      { transaction: '3Bxs4h', options: { maxRetries: -1 } },
      { transaction: '3Bxs4h', options: { minContextSlot: 1.5 } },
      // Base58 only: 0, O, I and l are not in its alphabet.
      { transaction: 'AQID' },
    ])
      await expect(rpc({ method: 'solana_signAndSendTransaction', params: bad })).rejects.toThrow(
        'Invalid RPC_REQUEST request',
      )
    for (const [method, params] of [
      ['solana_signMessage', { message: '' }],
      ['solana_signMessage', { pubkey: '3Bxs4h' }],
      ['solana_signTransaction', {}],
      ['solana_signAllTransactions', { transactions: [] }],
      ['solana_signAllTransactions', { transactions: ['0x12'] }],
    ] as const)
      await expect(rpc({ method, params })).rejects.toThrow('Invalid RPC_REQUEST request')
  })

  test('approval methods never time out; reads do', async () => {
    const bridge = setupBridge({ handlers: { RPC_REQUEST: () => new Promise(() => {}) } })
    const started = bridge.client.start()
    await vi.advanceTimersByTimeAsync(600)
    await started
    const sign = bridge.client.rpcRequest({ method: 'personal_sign', params: ['0x1', '0x2'] })
    const read = bridge.client
      .rpcRequest({ method: 'eth_getBalance', params: ['0x1'] })
      .catch((e: Error) => e.message)
    let signSettled = false
    sign.then(
      () => (signSettled = true),
      () => (signSettled = true),
    )
    await vi.advanceTimersByTimeAsync(120_000)
    expect(await read).toBe('iframe_request_timeout')
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(signSettled).toBe(false)
    bridge.client.abort()
    await expect(sign).rejects.toThrow('Request was aborted')
  })
})
