import { Hono } from 'hono'
import { z } from 'zod'
import { frameAncestors, isOriginAllowed, originOf } from '../auth/origins'
import type { FrameAssets } from '../frameAssets'
import { escapeHtml } from '../pages/renderPage'
import { issueDeviceCookie } from './deviceCookie'
import type { SiteServices } from './http'

const sdkQuery = z.object({
  projectId: z.string().regex(/^[0-9a-zA-Z_-]{1,64}$/, 'Invalid projectId'),
  chainId: z.string().optional(),
})

/** The frame's CSP: its own scripts and API only, framed only by the project's origins. */
function frameCsp(patterns: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'none'",
    frameAncestors(patterns),
  ].join('; ')
}

function sdkPage(parentOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="w3m-parent-origin" content="${escapeHtml(parentOrigin)}">
<title>Secure wallet</title>
<link rel="stylesheet" href="/frame/frame.css">
<script type="module" src="/frame/frame.js"></script>
</head>
<body><div id="w3m-secure-root"></div></body>
</html>`
}

/** Refusal body: the frame never loads, so the page times out and the modal shows its error. */
const REFUSED =
  'This app is not allowed to embed the secure wallet (APKT002 Invalid App Configuration).'

/** `/sdk`, the frame page, served only inside an iframe of an origin the project allows. */
export function sdkRoutes(services: SiteServices, assets: FrameAssets) {
  const app = new Hono()

  app.get('/sdk', async (c) => {
    const query = sdkQuery.safeParse(c.req.query())
    if (!query.success) return c.text('Project ID Missing or invalid (APKT008)', 400)
    const patterns = await services.origins(query.data.projectId)
    const parent = originOf(c.req.header('referer'))
    const framed = c.req.header('sec-fetch-dest') === 'iframe'
    if (!framed || !parent || !isOriginAllowed(parent, patterns)) {
      c.header('Content-Security-Policy', "frame-ancestors 'none'")
      return c.text(REFUSED, 403)
    }
    c.header('Content-Security-Policy', frameCsp(patterns))
    c.header('Cache-Control', 'no-store')
    issueDeviceCookie(c)
    return c.html(sdkPage(parent))
  })

  app.get('/frame/:file', async (c) => {
    const asset = await assets.get(c.req.param('file'))
    if (!asset) return c.notFound()
    c.header('Content-Type', asset.contentType)
    c.header('Cache-Control', 'no-cache')
    return c.body(asset.body)
  })

  return app
}
