import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import { type StartMailOptions, startMail } from './index'
import { type SendMailParameters, sendMail } from './sendMail'

/**
 * A self-contained bed for the inbox's browser tests: an in-memory database, the SMTP catcher
 * and its routes, each on an ephemeral loopback port.
 */
export async function startMailTestbed() {
  const db = new PGlite()
  const mail = await startMail({ smtpPort: 0, db } satisfies StartMailOptions)
  const server = serve({ fetch: mail.routes.fetch, port: 0, hostname: '127.0.0.1' })
  if (!server.listening)
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    smtpPort: mail.port,
    inboxUrl: (to?: string) => `${origin}/inbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
    send: (message: Omit<SendMailParameters, 'smtpPort'>) =>
      sendMail({ ...message, smtpPort: mail.port }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await mail.close()
      await db.close()
    },
  }
}
