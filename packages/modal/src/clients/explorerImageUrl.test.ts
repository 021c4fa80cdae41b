import { describe, expect, it } from 'vitest'
import { type ExplorerImageKind, explorerImageUrl, imageUrlOf } from './explorerImageUrl'
import { walletImageUrl } from './walletImageUrl'

const PROJECT = '11111111111111111111111111111111'

describe('explorer image URLs', () => {
  it('builds each route under the base URL, with or without its trailing slash, and the project id', () => {
    for (const base of ['http://127.0.0.1:4100/api', 'http://127.0.0.1:4100/api/']) {
      const url = (kind: ExplorerImageKind, key: string) =>
        explorerImageUrl(base, PROJECT, kind, key)
      expect(url('wallet', 'w-1')).toBe(
        `http://127.0.0.1:4100/api/getWalletImage/w-1?projectId=${PROJECT}`,
      )
      expect(url('asset', '7289c336-3981-4081-c5f4-efc26ac64a00')).toBe(
        `http://127.0.0.1:4100/api/public/getAssetImage/7289c336-3981-4081-c5f4-efc26ac64a00?projectId=${PROJECT}`,
      )
      expect(url('currency', 'USD')).toBe(
        `http://127.0.0.1:4100/api/public/getCurrencyImage/USD?projectId=${PROJECT}`,
      )
      expect(url('token', 'USDC')).toBe(
        `http://127.0.0.1:4100/api/public/getTokenImage/USDC?projectId=${PROJECT}`,
      )
    }
  })

  it('upper-cases codes and symbols but keeps ids as they are', () => {
    expect(explorerImageUrl('http://x.test', PROJECT, 'token', 'usdc')).toContain(
      '/public/getTokenImage/USDC?',
    )
    expect(explorerImageUrl('http://x.test', PROJECT, 'currency', 'eur')).toContain(
      '/public/getCurrencyImage/EUR?',
    )
    expect(explorerImageUrl('http://x.test', PROJECT, 'asset', 'AbC')).toContain(
      '/public/getAssetImage/AbC?',
    )
    expect(walletImageUrl('http://x.test', PROJECT, 'AbC')).toContain('/getWalletImage/AbC?')
  })

  it('keeps a key inside its path segment: no traversal, no query of its own', () => {
    const url = new URL(explorerImageUrl('http://x.test/api', PROJECT, 'token', '../a?b=1#c'))
    expect(url.pathname).toBe('/api/public/getTokenImage/..%2FA%3FB%3D1%23C')
    expect([...url.searchParams.keys()]).toEqual(['projectId'])
    expect(url.hash).toBe('')
    const project = new URL(explorerImageUrl('http://x.test', 'a&b=c', 'wallet', 'w'))
    expect(project.searchParams.get('projectId')).toBe('a&b=c')
  })
})

describe('imageUrlOf', () => {
  it("builds from the core's options, or answers the core's override", () => {
    const core = {
      stores: { options: { explorerApiUrl: 'http://127.0.0.1:4100', projectId: PROJECT } },
    }
    expect(imageUrlOf(core, 'token', 'eth')).toBe(
      `http://127.0.0.1:4100/public/getTokenImage/ETH?projectId=${PROJECT}`,
    )
    expect(
      imageUrlOf({ ...core, imageUrl: (kind, key) => `data:,${kind}-${key}` }, 'asset', 'a'),
    ).toBe('data:,asset-a')
  })
})
