import { describe, expect, it, vi } from 'vitest'
import { createExplorerClient } from '../clients/createExplorerClient'
import { imageUrlOf } from '../clients/explorerImageUrl'
import { detectPlatform } from '../utils/platform'
import { resolveOptions } from '../utils/resolveOptions'
import { createCore } from './createCore'

const options = resolveOptions({
  projectId: '11111111111111111111111111111111',
  explorerApiUrl: 'http://127.0.0.1:4100/api',
})

describe('createCore', () => {
  it("answers the explorer's image URLs without its client, as the client would", () => {
    const core = createCore(options, detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'))
    const client = createExplorerClient({
      baseUrl: options.explorerApiUrl,
      projectId: options.projectId,
    })
    const url = core.explorer.walletImageUrl('an image/1')
    expect(url).toBe(client.walletImageUrl('an image/1'))
    expect(url).toBe(
      'http://127.0.0.1:4100/api/getWalletImage/an%20image%2F1?projectId=11111111111111111111111111111111',
    )
  })

  it('builds the asset, currency and token image URLs from its options, without loading the client', () => {
    const load = vi.fn<typeof fetch>()
    const core = createCore(
      options,
      detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'),
      undefined,
      load,
    )
    expect(imageUrlOf(core, 'asset', 'a-1')).toBe(
      'http://127.0.0.1:4100/api/public/getAssetImage/a-1?projectId=11111111111111111111111111111111',
    )
    expect(imageUrlOf(core, 'currency', 'usd')).toBe(
      'http://127.0.0.1:4100/api/public/getCurrencyImage/USD?projectId=11111111111111111111111111111111',
    )
    expect(imageUrlOf(core, 'token', 'ETH')).toBe(
      'http://127.0.0.1:4100/api/public/getTokenImage/ETH?projectId=11111111111111111111111111111111',
    )
    expect(imageUrlOf(core, 'wallet', 'w 1')).toBe(core.explorer.walletImageUrl('w 1'))
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the explorer client on the first call and passes the call on', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({ count: 1, data: [{ id: 'w1', name: 'One', image_id: 'i1' }] }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    )
    const core = createCore(
      options,
      detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'),
      undefined,
      fetch as unknown as typeof globalThis.fetch,
    )
    const { count, data } = await core.explorer.getWallets({ entries: 4 })
    expect(count).toBe(1)
    expect(data.map((wallet) => wallet.name)).toEqual(['One'])
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/getWallets?')
  })
})
