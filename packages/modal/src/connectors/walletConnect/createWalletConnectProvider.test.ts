import { afterEach, describe, expect, it, vi } from 'vitest'
import { isUserRejection } from '../../errors/providerError'
import { createFakeSignClient, FAKE_ACCOUNT } from '../../testing/fakeSignClient'
import { createWalletConnectProvider } from './createWalletConnectProvider'

const RPC = { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' }

function setup(options: { uriLifetimeSeconds?: number; uriRefreshMarginMs?: number } = {}) {
  const fake = createFakeSignClient(options)
  const fetchCalls: Array<{ url: string; body: unknown }> = []
  const provider = createWalletConnectProvider({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    metadata: { name: 'Test', description: 'Test', url: 'http://127.0.0.1', icons: [] },
    chains: [8453, 42161],
    rpcUrls: RPC,
    uriRefreshMarginMs: options.uriRefreshMarginMs,
    createClient: async () => fake.client,
    fetch: (async (url: string, init: RequestInit) => {
      fetchCalls.push({ url, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify({ id: 1, jsonrpc: '2.0', result: '0x2a' }))
    }) as unknown as typeof fetch,
  })
  const uris: Array<{ uri: string; expiresAt: number }> = []
  provider.on('display_uri', (pairing) => uris.push(pairing))
  return { fake, provider, uris, fetchCalls }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

async function connected(options?: Parameters<typeof setup>[0]) {
  const context = setup(options)
  const connecting = context.provider.connect()
  await vi.waitFor(() => expect(context.fake.proposals).toHaveLength(1))
  const session = context.fake.proposals[0]!.approve()
  await connecting
  return { ...context, session }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletConnectProvider: pairing', () => {
  it('shows the URI with its expiry and resolves with the approved accounts and chain', async () => {
    const { provider, fake, uris } = setup()
    const onConnect = vi.fn()
    provider.on('connect', onConnect)
    const connecting = provider.connect({ chainId: 42161 })
    await vi.waitFor(() => expect(uris).toHaveLength(1))
    expect(uris[0]?.uri).toMatch(/^wc:/)
    expect(uris[0]?.expiresAt).toBeGreaterThan(Date.now() + 250_000)
    expect(provider.getPairingUri()).toEqual(uris[0])
    fake.proposals[0]!.approve()
    expect(await connecting).toEqual({ accounts: [FAKE_ACCOUNT], chainId: 42161 })
    expect(onConnect).toHaveBeenCalledWith({ chainId: '0xa4b1' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([FAKE_ACCOUNT])
    expect(provider.getPairingUri()).toBeUndefined()
  })

  it('replaces the URI on refreshUri and accepts the approval of either proposal', async () => {
    const { provider, fake, uris } = setup()
    const connecting = provider.connect()
    await vi.waitFor(() => expect(uris).toHaveLength(1))
    await provider.refreshUri()
    expect(uris).toHaveLength(2)
    expect(uris[1]?.uri).not.toBe(uris[0]?.uri)
    // The older proposal failing is no longer the visitor's answer.
    fake.proposals[0]!.reject(new Error('Proposal expired'))
    await tick()
    fake.proposals[1]!.approve()
    expect((await connecting).accounts).toEqual([FAKE_ACCOUNT])
  })

  it('joins a pairing that already waits instead of replacing its URI', async () => {
    const { provider, fake, uris } = setup()
    const first = provider.connect()
    await vi.waitFor(() => expect(uris).toHaveLength(1))
    const second = provider.connect()
    // The waiting URI is shown again for the newcomer; no second proposal is made.
    expect(uris).toHaveLength(2)
    expect(uris[1]).toEqual(uris[0])
    expect(fake.proposals).toHaveLength(1)
    fake.proposals[0]!.approve()
    expect(await first).toEqual(await second)
  })

  it('renews the URI before it expires while a view watches it, and not after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { provider, uris } = setup({ uriLifetimeSeconds: 60, uriRefreshMarginMs: 20_000 })
    const shown: string[] = []
    void provider.connect().catch(() => {})
    await vi.waitFor(() => expect(uris).toHaveLength(1))
    const unwatch = provider.watchPairingUri((pairing) => shown.push(pairing.uri))
    expect(shown).toEqual([uris[0]?.uri])
    // vi.waitFor moves the fake clock while it polls (more on a busy machine): count from the
    // URI's own expiry, not from the start.
    const renewAt = uris[0]!.expiresAt - 20_000
    await vi.advanceTimersByTimeAsync(renewAt - 1_000 - Date.now())
    expect(uris).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(uris).toHaveLength(2)
    expect(shown).toEqual([uris[0]?.uri, uris[1]?.uri])
    expect(uris[1]!.expiresAt).toBeGreaterThan(uris[0]!.expiresAt)
    // The modal closed: nobody shows the URI, so it is left to expire.
    unwatch()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(uris).toHaveLength(2)
    // Shown again when it is about to expire: a fresh one at once.
    provider.watchPairingUri((pairing) => shown.push(pairing.uri))
    await vi.waitFor(() => expect(uris).toHaveLength(3))
    expect(shown.at(-1)).toBe(uris[2]?.uri)
    await provider.disconnect()
  })

  it('words a wallet refusal as Connection rejected (4001 underneath) and failures as Failed to connect', async () => {
    for (const [answer, word, rejection] of [
      [{ code: 5000, message: 'User rejected.' }, 'Connection rejected', true],
      [{ code: 5002, message: 'User rejected methods.' }, 'Connection rejected', true],
      [new Error('Proposal expired'), 'Failed to connect', false],
    ] as const) {
      const { provider, fake } = setup()
      const connecting = provider.connect()
      await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
      fake.proposals[0]!.reject(answer)
      const error = await connecting.catch((e: unknown) => e)
      expect((error as { shortMessage: string }).shortMessage).toBe(word)
      expect(isUserRejection(error)).toBe(rejection)
    }
  })
})

describe('createWalletConnectProvider: requests', () => {
  it('sends signing to the wallet on the current chain and reads to the RPC URL', async () => {
    const { provider, fake, fetchCalls } = await connected()
    fake.answerWith(({ request }) => `signed:${(request.params as string[])[0]}`)
    const signed = await provider.request({
      method: 'personal_sign',
      params: ['0x6869', FAKE_ACCOUNT],
    })
    expect(signed).toBe('signed:0x6869')
    expect(fake.requests[0]).toMatchObject({
      chainId: 'eip155:8453',
      request: { method: 'personal_sign' },
    })
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(fetchCalls).toEqual([
      { url: RPC[8453], body: { id: 1, jsonrpc: '2.0', method: 'eth_blockNumber', params: [] } },
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('maps the wallet refusal to 4001 and its own refusals to 4100, 4200, 4900, 4901, 4902', async () => {
    const { provider, fake, session } = await connected()
    const code = (request: { method: string; params?: unknown }) =>
      provider.request(request).then(
        () => 'resolved',
        (error: { code: number }) => error.code,
      )
    fake.answerWith(() => {
      throw { code: 5000, message: 'User rejected.' }
    })
    const tx = { from: FAKE_ACCOUNT, to: FAKE_ACCOUNT, value: '0x1' }
    expect(await code({ method: 'eth_sendTransaction', params: [tx] })).toBe(4001)
    expect(await code({ method: 'personal_sign', params: ['0x00', `0x${'1'.repeat(40)}`] })).toBe(
      4100,
    )
    expect(await code({ method: 'wallet_sendCalls', params: [] })).toBe(4200)
    expect(await code({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).toBe(
      4902,
    )
    fake.emit('session_delete', { topic: session.topic })
    expect(await code({ method: 'personal_sign', params: ['0x00', FAKE_ACCOUNT] })).toBe(4900)
    const narrow = await connected()
    narrow.fake.emit('session_update', {
      topic: narrow.session.topic,
      params: {
        namespaces: {
          eip155: {
            accounts: [`eip155:8453:${FAKE_ACCOUNT}`],
            methods: ['personal_sign'],
            events: [],
          },
        },
      },
    })
    const switchTo = narrow.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa4b1' }],
    })
    expect(await switchTo.catch((e: { code: number }) => e.code)).toBe(4901)
  })

  it('switches chain through the wallet, adding the chain first when the wallet answers 4902', async () => {
    const { provider, fake } = await connected()
    const changes: string[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    let known = false
    fake.answerWith(({ request }) => {
      if (request.method === 'wallet_addEthereumChain') known = true
      else if (!known) throw { code: 4902, message: 'Unrecognized chain' }
      return null
    })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa4b1' }],
    })
    expect(fake.requests.map((r) => r.request.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(fake.requests[1]?.request.params).toEqual([
      { chainId: '0xa4b1', rpcUrls: [RPC[42161]], chainName: 'Chain 42161' },
    ])
    expect(changes).toEqual(['0xa4b1'])
    expect(fake.storage.get('w3m:walletConnect:chainId')).toBe(42161)
  })
})

describe('createWalletConnectProvider: session lifetime', () => {
  it('follows wallet events and reports a wallet-side disconnect as 4900', async () => {
    const { provider, fake, session } = await connected()
    const changes: string[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    fake.emit('session_event', {
      topic: session.topic,
      params: { chainId: 'eip155:42161', event: { name: 'chainChanged', data: 42161 } },
    })
    fake.emit('session_event', {
      topic: 'other',
      params: { chainId: 'eip155:8453', event: { name: 'chainChanged', data: 8453 } },
    })
    expect(changes).toEqual(['0xa4b1'])
    const onDisconnect = vi.fn()
    provider.on('disconnect', onDisconnect)
    fake.emit('session_delete', { topic: session.topic })
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('tells the wallet on disconnect, and restores a stored session with its chain', async () => {
    const first = await connected()
    await first.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa4b1' }],
    })
    // A reload: a new provider over the same SDK storage.
    const reloaded = createWalletConnectProvider({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'T', description: 'T', url: 'http://127.0.0.1', icons: [] },
      chains: [8453, 42161],
      rpcUrls: RPC,
      createClient: async () => first.fake.client,
    })
    expect(await reloaded.restore()).toBe(true)
    expect(reloaded.chainId).toBe(42161)
    expect(reloaded.accounts).toEqual([FAKE_ACCOUNT])
    await reloaded.disconnect()
    expect(first.fake.disconnects).toEqual([first.session.topic])
    expect(await reloaded.restore()).toBe(false)
  })
})
