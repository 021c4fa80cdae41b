import { Hono } from 'hono'
import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../auth/createSocialAuth'
import { isOriginAllowed } from '../auth/origins'
import { SecureSiteError } from '../errors'
import { CALLBACK_SCRIPT, callbackPage, consentPage, farcasterPage } from '../pages/authPages'
import { messagePage, PAGE_CSP } from '../pages/renderPage'
import { requireFrame } from './frameCredential'
import { readBody, type SiteServices, waitFor } from './http'

const provider = z.enum(SOCIAL_PROVIDERS)
const identity = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._@+-]{1,64}$/, 'Invalid identity')
const farcasterName = z
  .string()
  .trim()
  .regex(/^[a-z0-9.-]{1,32}$/, 'Invalid user name')

function pageError(error: unknown): string {
  const message = error instanceof SecureSiteError ? error.shortMessage : 'Something went wrong'
  return messagePage('Sign-in failed', message)
}

/** The stand-ins' pages, and the starts that send the visitor to them. */
const STAND_IN_PATHS = [
  '/api/social/start',
  '/oauth/:provider/authorize',
  '/api/farcaster/start',
  '/farcaster/approve',
]

/** The social sign-in stand-ins and the Farcaster stand-in, with their frame API. */
export function socialRoutes(services: SiteServices) {
  const { socialAuth, farcasterAuth } = services
  const app = new Hono()

  // The stand-ins log anyone in as anyone: they exist only on a development site.
  if (!services.standIns) {
    for (const path of STAND_IN_PATHS) {
      app.all(path, () => {
        throw new SecureSiteError('NOT_FOUND', 'Social and Farcaster login are not set up here')
      })
    }
  }

  app.post('/api/social/start', async (c) => {
    const body = await readBody(
      c,
      z.object({ provider, projectId: z.string().min(1), openerOrigin: z.string() }),
    )
    // The callback posts the result to this origin, so it must be one the project allows.
    if (!isOriginAllowed(body.openerOrigin, await services.origins(body.projectId))) {
      throw new SecureSiteError('ORIGIN_NOT_ALLOWED', 'Untrusted Origin')
    }
    return c.json({
      uri: await socialAuth.start(
        body.provider,
        body.openerOrigin,
        services.siteUrl,
        requireFrame(c),
      ),
    })
  })

  app.post('/api/social/connect', async (c) => {
    const body = await readBody(c, z.object({ uri: z.string().max(2000) }))
    const { token } = await socialAuth.connect(body.uri, services.siteUrl, requireFrame(c))
    return c.json({ token })
  })

  app.get('/oauth/callback.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(CALLBACK_SCRIPT)
  })

  app.get('/oauth/callback', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    try {
      const row = await socialAuth.pending(c.req.query('state') ?? '')
      return c.html(callbackPage(row.opener_origin))
    } catch (error) {
      return c.html(pageError(error), 400)
    }
  })

  app.get('/oauth/:provider/authorize', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    try {
      const row = await socialAuth.pending(c.req.query('state') ?? '')
      if (row.provider !== c.req.param('provider'))
        throw new SecureSiteError('NOT_FOUND', 'Unknown sign-in')
      return c.html(consentPage(row.provider, row.state))
    } catch (error) {
      return c.html(pageError(error), 400)
    }
  })

  app.post('/oauth/:provider/authorize', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    const form = await c.req.parseBody()
    const state = typeof form.state === 'string' ? form.state : ''
    try {
      const row = await socialAuth.pending(state)
      if (row.provider !== c.req.param('provider'))
        throw new SecureSiteError('NOT_FOUND', 'Unknown sign-in')
      const callback = new URL('/oauth/callback', services.siteUrl)
      callback.searchParams.set('state', state)
      if (form.cancel) {
        callback.searchParams.set('error', 'access_denied')
        return c.redirect(callback.toString(), 303)
      }
      const parsed = identity.safeParse(form.identity)
      if (!parsed.success) throw new SecureSiteError('BAD_REQUEST', 'Invalid identity')
      callback.searchParams.set('code', await socialAuth.consent(state, parsed.data))
      callback.searchParams.set('provider', row.provider)
      return c.redirect(callback.toString(), 303)
    } catch (error) {
      return c.html(pageError(error), 400)
    }
  })

  app.post('/api/farcaster/start', async (c) =>
    c.json(await farcasterAuth.start(services.siteUrl, requireFrame(c))),
  )

  app.post('/api/farcaster/connect', async (c) => {
    const { channel } = await readBody(c, z.object({ channel: z.string().min(1).max(100) }))
    const frame = requireFrame(c)
    const result = await waitFor(
      () => farcasterAuth.connect(channel, frame),
      services.pollTimeoutMs,
      c.req.raw.signal,
    )
    if (!result) return c.json({ pending: true })
    return c.json({ token: result.token, userName: result.user.userName ?? '' })
  })

  app.get('/farcaster/approve', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    try {
      const row = await farcasterAuth.open(c.req.query('channel') ?? '')
      return c.html(farcasterPage(row.channel))
    } catch (error) {
      return c.html(pageError(error), 400)
    }
  })

  app.post('/farcaster/approve', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    const form = await c.req.parseBody()
    try {
      const name = farcasterName.safeParse(form.userName)
      if (!name.success) throw new SecureSiteError('BAD_REQUEST', 'Invalid user name')
      await farcasterAuth.approve(typeof form.channel === 'string' ? form.channel : '', name.data)
      return c.html(
        messagePage('Approved', `Signed in to Farcaster as ${name.data}. Return to the app.`),
      )
    } catch (error) {
      return c.html(pageError(error), 400)
    }
  })

  return app
}
