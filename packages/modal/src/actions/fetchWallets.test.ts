import { describe, expect, it, vi } from 'vitest'
import { SdkError } from '../errors/errors'
import { createTestCore } from '../testing/createTestCore'
import { fetchProject } from './fetchProject'
import { fetchConnectWallets, fetchWalletsPage, searchWallets } from './fetchWallets'
import { openModal, pushView } from './router'

const wallets = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `w${from + index}`,
    name: `Wallet ${from + index}`,
    image_id: 'i',
  }))

describe('explorer actions', () => {
  it('loads Connect wallets, asking for 4 (docs/behaviour.md#limits)', async () => {
    const getWallets = vi.fn(async () => ({ count: 412, data: wallets(0, 4) }))
    const core = createTestCore({ explorer: { getWallets } })
    await fetchConnectWallets(core)
    expect(getWallets).toHaveBeenCalledWith({ entries: 4, exclude: undefined })
    expect(core.stores.wallets).toMatchObject({ status: 'ready', count: 412 })
    expect(core.stores.wallets.recommended).toHaveLength(4)
  })

  it("starts loading the Connect wallets' images with the explorer's answer, before any row renders", async () => {
    const loading: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          loading.push(url)
        }
      },
    )
    try {
      const getWallets = vi.fn(async () => ({ count: 412, data: wallets(0, 2) }))
      const core = createTestCore({ explorer: { getWallets } })
      await fetchConnectWallets(core)
      expect(loading).toEqual([
        core.explorer.walletImageUrl('i'),
        core.explorer.walletImageUrl('i'),
      ])
      expect(loading[0]).toContain('/getWalletImage/i')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('honours the explorer ranks 1 to 20: ranked wallets lead by rank, on Connect and across pages', async () => {
    const ranked = (id: string, order: number | null) => ({ id, name: id, image_id: 'i', order })
    const getWallets = vi.fn(async ({ page = 1 }: { page?: number }) =>
      page === 1
        ? {
            count: 5,
            data: [ranked('plain', null), ranked('r21', 21), ranked('r7', 7), ranked('r2', 2)],
          }
        : { count: 5, data: [ranked('r1', 1)] },
    )
    const core = createTestCore({ explorer: { getWallets } })
    await fetchConnectWallets(core)
    expect(core.stores.wallets.recommended.map((wallet) => wallet.id)).toEqual([
      'r2',
      'r7',
      'plain',
      'r21',
    ])
    await fetchWalletsPage(core)
    await fetchWalletsPage(core)
    expect(core.stores.wallets.wallets.map((wallet) => wallet.id)).toEqual([
      'r1',
      'r2',
      'r7',
      'plain',
      'r21',
    ])
  })

  it('keeps the SDK words when the explorer fails', async () => {
    const core = createTestCore({
      explorer: { getWallets: async () => Promise.reject(new SdkError('APKT007')) },
    })
    await fetchConnectWallets(core)
    expect(core.stores.wallets).toMatchObject({ status: 'error', error: 'Invalid Project ID' })
  })

  it('pages by 40 and stops at the count', async () => {
    const getWallets = vi.fn(async ({ page = 1 }: { page?: number }) => ({
      count: 60,
      data: wallets((page - 1) * 40, page === 1 ? 40 : 20),
    }))
    const core = createTestCore({ explorer: { getWallets } })
    await fetchWalletsPage(core)
    await fetchWalletsPage(core)
    await fetchWalletsPage(core)
    expect(getWallets).toHaveBeenCalledTimes(2)
    expect(getWallets).toHaveBeenLastCalledWith({ page: 2, entries: 40 })
    expect(core.stores.wallets.wallets).toHaveLength(60)
  })

  it('searches with the trimmed text and clears on empty', async () => {
    const searchWalletsCall = vi.fn(async () => ({ count: 1, data: wallets(7, 1) }))
    const core = createTestCore({ explorer: { searchWallets: searchWalletsCall } })
    await searchWallets(core, { query: '  meta  ' })
    expect(searchWalletsCall).toHaveBeenCalledWith('meta')
    expect(core.stores.wallets.search).toMatchObject({ query: 'meta', status: 'ready' })
    await searchWallets(core, { query: '   ' })
    expect(core.stores.wallets.search).toMatchObject({ query: '', results: [], status: 'idle' })
  })

  it('a project over its limit turns an open Connecting view into UsageExceeded', async () => {
    const core = createTestCore({
      // The verify route is asked on the real fetch: port 1 refuses it at once.
      options: { explorerApiUrl: 'http://127.0.0.1:1' },
      explorer: {
        getProjectLimits: async () => ({
          planLimits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: true },
        }),
        getProjectConfig: async () => ({
          features: [{ id: 'social_login', isEnabled: true, config: ['email', 'google', 'nope'] }],
        }),
        isOriginAllowed: async () => true,
      },
    })
    openModal(core.stores)
    pushView(core.stores, 'ConnectingExternal', { connectorId: 'injected' })
    await fetchProject(core)
    expect(core.stores.router.current.view).toBe('UsageExceeded')
    expect(core.stores.project.remoteFeatures).toEqual({ email: true, socials: ['google'] })
  })

  it('asks for what Connect shows at once, and for the analytics switch and the verify result only once `later` has come', async () => {
    const asked: string[] = []
    const verifyAsked: string[] = []
    const core = createTestCore({
      explorer: {
        getProjectLimits: async () => {
          asked.push('limits')
          return { planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false } }
        },
        getProjectConfig: async () => {
          asked.push('config')
          return { features: [{ id: 'social_login', isEnabled: true, config: ['email'] }] }
        },
        isOriginAllowed: async () => {
          asked.push('origins')
          return true
        },
        getAnalyticsConfig: async () => {
          asked.push('analytics')
          return { isAnalyticsEnabled: false }
        },
      },
      fetch: (async (input: RequestInfo | URL) => {
        verifyAsked.push(String(input))
        return new Response(JSON.stringify({ validation: 'VALID' }), {
          headers: { 'content-type': 'application/json' },
        })
      }) as typeof fetch,
    })
    let listed = () => {}
    const done = fetchProject(core, {
      origin: 'http://127.0.0.1:4300',
      later: new Promise<void>((resolve) => (listed = resolve)),
    })
    await vi.waitFor(() =>
      expect(core.stores.project.remoteFeatures).toEqual({ email: true, socials: [] }),
    )
    expect(asked.sort()).toEqual(['config', 'limits', 'origins'])
    expect(verifyAsked).toEqual([])
    expect(core.stores.project.analyticsEnabled).toBeUndefined()
    listed()
    await done
    expect(asked).toContain('analytics')
    expect(core.stores.project.analyticsEnabled).toBe(false)
    expect(verifyAsked).toHaveLength(1)
    expect(verifyAsked[0]).toContain('/projects/v1/verify')
  })

  it('an origin the project does not allow is APKT002: an error toast and a flag for Connect', async () => {
    const asked: string[] = []
    const core = createTestCore({
      options: { explorerApiUrl: 'http://127.0.0.1:1' },
      explorer: {
        getProjectLimits: async () => ({
          planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
        }),
        getProjectConfig: async () => ({ features: [] }),
        isOriginAllowed: async (origin: string) => {
          asked.push(origin)
          return false
        },
      },
    })
    await fetchProject(core, { origin: 'http://127.0.0.1:4300' })
    expect(asked).toEqual(['http://127.0.0.1:4300'])
    expect(core.stores.project.originRefused).toBe(true)
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Invalid App Configuration',
    ])
  })
})
