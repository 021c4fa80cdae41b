import { createConfig, injected } from '@wagmi/core'
import { custom } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import { FIXTURE_ADDRESS } from '../testing/createTestCore'
import { fakeWallet } from '../testing/fakeWallet'
import { arbitrum, base } from '../utils/networks'
import { createHeadless, type Headless, headlessCoreOf } from './createHeadless'

const OPTIONS = {
  projectId: '11111111111111111111111111111111',
  explorerApiUrl: 'http://127.0.0.1:4100',
  blockchainApiUrl: 'http://127.0.0.1:4100',
  features: { analytics: false },
  networks: [base, arbitrum],
}

const wallet = (id: string, name: string, rdns?: string): ExplorerWallet => ({
  id,
  name,
  image_id: 'img',
  ...(rdns ? { rdns } : {}),
})

/** A page wallet (the fake one of src/testing) that also switches between Base and Arbitrum. */
function pageWallet(options: { rejectSwitch?: boolean } = {}) {
  const inner = fakeWallet({ signMessage: async (message) => `0xsigned:${message}` })
  let chainId = base.id
  let authorized = false
  const listeners = new Map<string, (value: unknown) => void>()
  const provider = {
    async request(args: { method: string; params?: unknown[] }) {
      if (args.method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (args.method === 'wallet_switchEthereumChain') {
        if (options.rejectSwitch)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        chainId = Number((args.params as [{ chainId: string }])[0].chainId)
        listeners.get('chainChanged')?.(`0x${chainId.toString(16)}`)
        return null
      }
      // Like a real wallet: no account for the page before it asked for one.
      if (args.method === 'eth_accounts' && !authorized) return []
      if (args.method === 'eth_requestAccounts') authorized = true
      if (args.method === 'eth_getBalance') return '0x1bc16d674ec80000'
      return (inner.provider.request as (a: unknown) => Promise<unknown>)(args)
    },
    on: (event: string, listener: (value: unknown) => void) => void listeners.set(event, listener),
    removeListener: () => undefined,
  }
  const wagmiConfig = createConfig({
    chains: [base, arbitrum],
    connectors: [
      injected({
        target: () => ({ id: 'dev.fake', name: 'Fake Wallet', provider: provider as never }),
      }),
    ],
    transports: { [base.id]: custom(provider), [arbitrum.id]: custom(provider) },
    storage: null,
  })
  return { wagmiConfig, sent: inner.sent }
}

const ETHER = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:8453',
  address: undefined,
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '2.0' },
  iconUrl: '',
}

const stops: Array<() => void> = []
/** Starts a headless instance whose Blockchain API answers from memory (two ETH on Base). */
function start(headless: Headless): Headless {
  headlessCoreOf(headless).blockchain = {
    getBalances: async () => [ETHER],
    getIdentity: async () => ({ name: null, avatar: null }),
    getHistory: async () => ({ data: [], next: null }),
  } as never
  stops.push(headless.start())
  return headless
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  localStorage.clear()
})

const settled = (headless: Headless, check: (state: ReturnType<Headless['getState']>) => boolean) =>
  vi.waitFor(() => expect(check(headless.getState())).toBe(true))

describe('createHeadless', () => {
  it('is built without a browser API and reads the configured networks', () => {
    const headless = createHeadless(OPTIONS)
    const state = headless.getState()
    expect(state.status).toBe('disconnected')
    expect(state.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:8453',
      'eip155:42161',
    ])
    expect(state.network?.caipNetworkId).toBe('eip155:8453')
    // The same object until something changes (React's useSyncExternalStore relies on it).
    expect(headless.getState()).toBe(state)
  })

  it('lists featured, recommended, paged and searched wallets from the explorer', async () => {
    const headless = createHeadless({ ...OPTIONS, featuredWalletIds: ['f1'] })
    const explorer = headlessCoreOf(headless).explorer
    const getWallets = vi.fn(async (query: { include?: readonly string[]; page?: number }) =>
      query.include
        ? { count: 1, data: [wallet('f1', 'Featured One')] }
        : query.page === 2
          ? { count: 3, data: [] }
          : { count: 2, data: [wallet('r1', 'Rec One'), wallet('r2', 'Rec Two')] },
    )
    explorer.getWallets = getWallets as never
    explorer.searchWallets = vi.fn(async () => ({
      count: 1,
      data: [wallet('s1', 'Found')],
    })) as never
    explorer.getProjectLimits = vi.fn(async () => ({
      planLimits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: false },
    })) as never
    explorer.getProjectConfig = vi.fn(async () => ({
      features: [{ id: 'social_login', isEnabled: true, config: ['email', 'google'] }],
    })) as never
    explorer.isOriginAllowed = vi.fn(async () => true)
    const seen: string[] = []
    const unsubscribe = headless.subscribe((state) => seen.push(state.wallets.status))
    await headless.fetchWallets()
    let state = headless.getState()
    expect(state.wallets.featured.map((entry) => entry.id)).toEqual(['f1'])
    expect(state.wallets.recommended.map((entry) => entry.id)).toEqual(['r1', 'r2'])
    expect(state.wallets.count).toBe(3)
    await headless.fetchWalletsPage()
    state = headless.getState()
    expect(state.wallets.all.map((entry) => entry.id)).toEqual(['r1', 'r2'])
    expect(state.wallets.page).toBe(1)
    await headless.searchWallets('  found ')
    state = headless.getState()
    expect(state.wallets.search).toMatchObject({ query: 'found', status: 'ready' })
    expect(state.wallets.search.results.map((entry) => entry.id)).toEqual(['s1'])
    expect(headlessCoreOf(headless).stores.project.remoteFeatures?.socials).toEqual(['google'])
    await vi.waitFor(() => expect(seen).toContain('ready'))
    unsubscribe()
  })

  it('connects a page wallet by its rdns, signs a message, switches network and disconnects', async () => {
    const { wagmiConfig } = pageWallet()
    const headless = start(createHeadless({ ...OPTIONS, wagmiConfig }))
    const events: string[] = []
    headless.on((event) => events.push(event.type))
    await settled(headless, (state) =>
      state.wallets.announced.some((entry) => entry.rdns === 'dev.fake'),
    )
    expect(headless.getState().wallets.announced).toEqual([
      { id: 'dev.fake', name: 'Fake Wallet', rdns: 'dev.fake' },
    ])

    expect(await headless.connect('dev.fake')).toBe(true)
    await settled(headless, (state) => state.status === 'connected')
    expect(headless.getState()).toMatchObject({
      address: FIXTURE_ADDRESS,
      chainId: 8453,
      connectorId: 'dev.fake',
    })
    expect(events).toContain('connect')

    expect(await headless.signMessage('hello w3m')).toBe('0xsigned:hello w3m')

    expect(await headless.switchNetwork(42161)).toBe('switched')
    await settled(headless, (state) => state.chainId === 42161)
    expect(headless.getState().network?.caipNetworkId).toBe('eip155:42161')

    expect(await headless.disconnect()).toBe(true)
    await settled(headless, (state) => state.status === 'disconnected')
  })

  it("says 'Wallet not found' for a name neither the page nor the explorer knows", async () => {
    const headless = createHeadless(OPTIONS)
    headlessCoreOf(headless).explorer.getWallets = vi.fn(async () => ({
      count: 0,
      data: [],
    })) as never
    expect(await headless.connect('nobody')).toBe(false)
    expect(headless.getState().error).toBe('Wallet not found')
  })

  it('reports a declined switch as failed, in the wallet still on Base', async () => {
    const { wagmiConfig } = pageWallet({ rejectSwitch: true })
    const headless = start(createHeadless({ ...OPTIONS, wagmiConfig }))
    await settled(headless, (state) => state.wallets.announced.length > 0)
    await headless.connect('dev.fake')
    await settled(headless, (state) => state.status === 'connected')
    expect(await headless.switchNetwork(42161)).toBe('failed')
    expect(headless.getState().chainId).toBe(8453)
    expect(await headless.switchNetwork(999)).toBe('failed')
    expect(headless.getState().error).toBe('Network Not Found')
  })

  it("rejects signMessage with 'Error signing message' when no wallet is connected", async () => {
    const headless = createHeadless(OPTIONS)
    await expect(headless.signMessage('hi')).rejects.toMatchObject({
      shortMessage: 'Error signing message',
    })
  })

  it('resolves an explorer id the page lacks to WalletConnect, and one it has to its connector', async () => {
    const { wagmiConfig } = pageWallet()
    const headless = start(createHeadless({ ...OPTIONS, wagmiConfig }))
    const core = headlessCoreOf(headless)
    await settled(headless, (state) => state.wallets.announced.length > 0)
    const { resolveNamedWallet } = await import('../actions/resolveNamedWallet')
    core.explorer.getWallets = vi.fn(async (query: { include?: readonly string[] }) => ({
      count: 1,
      data: [
        query.include?.[0] === 'has-rdns'
          ? wallet('has-rdns', 'Fake Wallet', 'dev.fake')
          : wallet('mobile-only', 'Mobile Only'),
      ],
    })) as never
    expect(await resolveNamedWallet(core, { name: 'has-rdns' })).toEqual({
      kind: 'connector',
      connectorId: 'dev.fake',
      walletId: 'has-rdns',
    })
    expect(await resolveNamedWallet(core, { name: 'mobile-only' })).toEqual({
      kind: 'walletConnect',
      walletId: 'mobile-only',
    })
    expect(await resolveNamedWallet(core, { name: 'email' })).toEqual({ kind: 'email' })
    expect(await resolveNamedWallet(core, { name: 'google' })).toEqual({
      kind: 'social',
      provider: 'google',
    })
  })

  it('sends the native token through the send action and resolves with the hash', async () => {
    const { wagmiConfig, sent } = pageWallet()
    const headless = start(createHeadless({ ...OPTIONS, wagmiConfig }))
    await settled(headless, (state) => state.wallets.announced.length > 0)
    await headless.connect('dev.fake')
    await settled(headless, (state) => state.status === 'connected')
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const result = await headless.send({ to, amount: '0.5' })
    expect(result).toEqual({ status: 'success', hash: `0x${'12'.repeat(32)}` })
    expect(sent[0]).toMatchObject({ to: to.toLowerCase(), value: '0x6f05b59d3b20000' })
    expect(await headless.send({ to, amount: '5' })).toMatchObject({ status: 'invalid' })
  })
})
