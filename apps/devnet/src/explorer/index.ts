import { isOriginAllowed, type Wallet } from '@w3m/api-schemas'
import { Hono } from 'hono'
import type { DevnetDatabase } from '../db/openPostgres'
import { devnetWallets, generatedWallets } from './catalogue'
import { filterWallets, getWalletsQuerySchema } from './filterWallets'
import { CURRENCY_IMAGES, NETWORK_ASSETS, TOKEN_IMAGES } from './imageCatalogue'
import { renderPngImage } from './pngImage'
import { toAppkitConfig, toProjectLimits } from './projectConfig'
import { type ProjectVariables, requireProject } from './requireProject'
import { imageResponse, initialsOf, renderSvgImage, svgResponse } from './svgImage'

/** What the explorer API needs from the devnet. */
export type ExplorerDeps = {
  /** Accepted like every module's; the catalogue is generated, so nothing is read from it. */
  db?: DevnetDatabase
  /** Origin the devnet is reached at, for links to its own pages; default: the request's origin. */
  publicUrl?: string
}

const IMAGE_KEY = /^[A-Za-z0-9._-]{1,100}$/

/** Every route of the wallet explorer API (docs/wire.md#explorer-api) over a deterministic catalogue. */
export function explorerRoutes(deps: ExplorerDeps = {}): Hono<{ Variables: ProjectVariables }> {
  const app = new Hono<{ Variables: ProjectVariables }>()
  const generated = generatedWallets()
  const catalogue = (origin: string): Wallet[] => [
    ...devnetWallets(deps.publicUrl ?? origin),
    ...generated,
  ]
  const imageIds = new Set(catalogue('http://127.0.0.1').map((w) => w.image_id))
  // Wallet images are PNGs, as the hosted explorer's are raster: made on first ask, then kept.
  const walletImages = new Map<string, Buffer>()

  app.get('/getWallets', requireProject, (c) => {
    const parsed = getWalletsQuerySchema.safeParse(c.req.query())
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const message = `Invalid query: ${issue?.path.join('.')} ${issue?.message}`
      return c.json({ code: 'BAD_REQUEST', message }, 400)
    }
    return c.json(filterWallets(catalogue(new URL(c.req.url).origin), parsed.data))
  })

  app.get('/getWalletImage/:imageId', requireProject, (c) => {
    const imageId = c.req.param('imageId')
    if (!imageIds.has(imageId))
      return c.json({ code: 'NOT_FOUND', message: `No wallet image ${imageId}` }, 404)
    let png = walletImages.get(imageId)
    if (!png) {
      png = renderPngImage(imageId)
      walletImages.set(imageId, png)
    }
    return imageResponse(c, png, 'image/png')
  })

  // The listed images (imageCatalogue); any other key answers 404, as the hosted service does.
  const listedImage = (kind: string, param: string, label: (key: string) => string | undefined) =>
    app.get(`/public/${kind}/:${param}`, requireProject, (c) => {
      const key = c.req.param(param) ?? ''
      if (!IMAGE_KEY.test(key))
        return c.json({ code: 'BAD_REQUEST', message: `Invalid ${param}` }, 400)
      const title = label(key)
      if (!title) return c.json({ code: 'NOT_FOUND', message: `No image for ${key}` }, 404)
      return svgResponse(
        c,
        renderSvgImage({
          seed: `${kind}:${key.toUpperCase()}`,
          title,
          // A network's name; a fiat code or token symbol as it is (USD, USDC).
          text: initialsOf(kind === 'getAssetImage' ? title : key),
        }),
      )
    })
  listedImage('getAssetImage', 'id', (id) => NETWORK_ASSETS[id])
  listedImage('getCurrencyImage', 'code', (code) => CURRENCY_IMAGES.get(code.toUpperCase()))
  listedImage('getTokenImage', 'symbol', (symbol) => TOKEN_IMAGES.get(symbol.toUpperCase()))

  app.get('/appkit/v1/config', requireProject, (c) => c.json(toAppkitConfig(c.var.project)))
  app.get('/appkit/v1/project-limits', requireProject, (c) =>
    c.json(toProjectLimits(c.var.project)),
  )
  app.get('/projects/v1/origins', requireProject, (c) =>
    c.json({ allowedOrigins: [...c.var.project.allowedOrigins] }),
  )
  // The verify stand-in: INVALID for a project marked so, else VALID on an allowed origin.
  app.get('/projects/v1/verify', requireProject, (c) => {
    const { project } = c.var
    const origin = c.req.query('origin') ?? ''
    const validation =
      project.domainValidation ??
      (isOriginAllowed(origin, project.allowedOrigins) ? 'VALID' : 'UNKNOWN')
    return c.json({ validation })
  })
  app.get('/getAnalyticsConfig', requireProject, (c) =>
    c.json({ isAnalyticsEnabled: c.var.project.isAnalyticsEnabled }),
  )
  return app
}
