import { Hono } from 'hono'
import { z } from 'zod'
import { SecureSiteError } from '../errors'
import { readBody, type SiteServices } from './http'

/**
 * Development-site helpers for browser tests: `POST /devnet/sessions/expire {email}` makes every
 * session of that email login run out now, as a week-old one would, so a test can restore an
 * expired login (docs/behaviour.md#errors, APKT006). Mounted only with the stand-ins.
 */
export function devnetRoutes(services: SiteServices) {
  const app = new Hono()
  if (!services.standIns) return app
  app.post('/devnet/sessions/expire', async (c) => {
    const { email } = await readBody(
      c,
      z.object({ email: z.email().transform((e) => e.toLowerCase()) }),
    )
    const rows = await services.db.query<{ id: string }>('select id from users where email = $1', [
      email,
    ])
    const user = rows[0]
    if (!user) throw new SecureSiteError('NOT_FOUND', 'No such user')
    await services.sessions.expireAll(user.id)
    return c.json({ expired: true })
  })
  return app
}
