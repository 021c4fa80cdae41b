import { getWalletsResponseSchema } from '@w3m/api-schemas'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import {
  DEMO_PROJECT_ID,
  FOREIGN_ORIGIN_PROJECT_ID,
  NO_SOCIALS_PROJECT_ID,
  STARTER_OVER_LIMIT_PROJECT_ID,
  UNVERIFIED_DOMAIN_PROJECT_ID,
} from '../projects'
import { explorerRoutes } from './index'

const app = explorerRoutes()
const get = (path: string, init?: RequestInit) => app.request(`http://127.0.0.1:4100${path}`, init)
const json = async (path: string) => (await get(path)).json()
const withProject = (path: string, projectId = DEMO_PROJECT_ID) =>
  `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}&st=appkit&sv=html-wagmi-1.0.0`

describe('explorerRoutes', () => {
  it('answers APKT008 when projectId is missing and APKT007 when it is unknown', async () => {
    const missing = await get('/getWallets')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ code: 'APKT008', message: 'Project ID Missing' })
    const unknown = await get('/appkit/v1/config?projectId=ffffffffffffffffffffffffffffffff')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ code: 'APKT007', message: 'Invalid Project ID' })
    const header = await get('/getAnalyticsConfig', {
      headers: { 'x-project-id': DEMO_PROJECT_ID },
    })
    expect(header.status).toBe(200)
  })

  it('serves wallets in the shared schema, with the mobile wallet on the request origin', async () => {
    const body = getWalletsResponseSchema.parse(await json(withProject('/getWallets?entries=2')))
    expect(body.data.map((w) => w.name)).toEqual(['Devnet Wallet', 'Devnet Mobile Wallet'])
    expect(body.data[1]?.webapp_link).toBe('http://127.0.0.1:4100/mobile-wallet/')
    const bad = await get(withProject('/getWallets?entries=-1'))
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/entries/)
  })

  it('serves a cacheable PNG for every wallet image, as the hosted explorer serves raster ones, and 404 for an unknown one', async () => {
    const { data } = await json(withProject('/getWallets?page=3&entries=1'))
    const response = await get(withProject(`/getWalletImage/${data[0].image_id}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()))
    expect([png.width, png.height]).toEqual([96, 96])
    const again = await get(withProject(`/getWalletImage/${data[0].image_id}`), {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect((await get(withProject('/getWalletImage/no-such-image'))).status).toBe(404)
  })

  it('serves asset, currency and token images and refuses malformed keys', async () => {
    const base = await get(
      withProject('/public/getAssetImage/7289c336-3981-4081-c5f4-efc26ac64a00'),
    )
    expect(await base.text()).toContain('aria-label="Base"')
    expect(await (await get(withProject('/public/getCurrencyImage/usd'))).text()).toContain('>USD<')
    expect(await (await get(withProject('/public/getTokenImage/usdc'))).text()).toContain('>USD<')
    expect((await get(withProject('/public/getTokenImage/%3Cscript%3E'))).status).toBe(400)
  })

  it('serves only the listed images: the fixtures have theirs, DEV and unknown keys answer 404', async () => {
    const solana = await get(
      withProject('/public/getAssetImage/a1b58899-f671-4276-6a5e-56ca5bd59700'),
    )
    expect(solana.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await solana.text()).toContain('aria-label="Solana"')
    const eth = await get(withProject('/public/getTokenImage/ETH'))
    expect(await eth.text()).toContain('aria-label="Ether"')
    expect(await (await get(withProject('/public/getCurrencyImage/EUR'))).text()).toContain('>EUR<')
    for (const path of [
      '/public/getTokenImage/DEV',
      '/public/getTokenImage/NOPE',
      '/public/getCurrencyImage/XYZ',
      '/public/getAssetImage/00000000-0000-0000-0000-000000000000',
    ]) {
      expect((await get(withProject(path))).status, path).toBe(404)
    }
    expect((await get('/public/getTokenImage/ETH')).status).not.toBe(200)
  })

  it('answers config and limits per project', async () => {
    const demo = await json(withProject('/appkit/v1/config'))
    expect(demo.features).toContainEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['email', 'google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
    })
    expect(demo.features.map((f: { id: string }) => f.id)).toEqual([
      'social_login',
      'swap',
      'onramp',
      'activity',
      'multi_wallet',
    ])
    const noSocials = await json(withProject('/appkit/v1/config', NO_SOCIALS_PROJECT_ID))
    expect(noSocials.features[0]).toEqual({ id: 'social_login', isEnabled: false, config: [] })
    expect(
      await json(withProject('/appkit/v1/project-limits', STARTER_OVER_LIMIT_PROJECT_ID)),
    ).toEqual({
      planLimits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: true },
    })
    expect((await json(withProject('/appkit/v1/project-limits'))).planLimits.tier).toBe('pro')
  })

  it('answers allowed origins and the analytics switch per project', async () => {
    const foreign = await json(withProject('/projects/v1/origins', FOREIGN_ORIGIN_PROJECT_ID))
    expect(foreign).toEqual({ allowedOrigins: ['https://app.example.com'] })
    expect(await json(withProject('/getAnalyticsConfig'))).toEqual({ isAnalyticsEnabled: true })
    // The verify stand-in: INVALID for the test project, VALID for the demo on loopback.
    const origin = encodeURIComponent('http://127.0.0.1:4300')
    expect(
      await json(withProject(`/projects/v1/verify?origin=${origin}`, UNVERIFIED_DOMAIN_PROJECT_ID)),
    ).toEqual({ validation: 'INVALID' })
    expect(await json(withProject(`/projects/v1/verify?origin=${origin}`))).toEqual({
      validation: 'VALID',
    })
    expect(await json(withProject('/getAnalyticsConfig', NO_SOCIALS_PROJECT_ID))).toEqual({
      isAnalyticsEnabled: false,
    })
  })
})
