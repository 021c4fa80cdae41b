import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { z } from 'zod'
import type { DevnetDatabase } from '../db/openPostgres'
import { createMailStore } from './createMailStore'
import { renderInbox } from './renderInbox'

export { type SendMailParameters, sendMail } from './sendMail'

/** Where the catcher listens and what it stores in. */
export type StartMailOptions = { smtpPort: number; host?: string; db: DevnetDatabase }

/** Largest message the catcher accepts; one-time-code mails are a few kilobytes. */
export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024
/** Most messages one listing returns. */
const MAX_LIST = 200

const address = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address'))
const messagesQuerySchema = z.object({
  to: address.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIST).default(50),
})

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.address ? [entry.address] : []))

/**
 * Starts the SMTP catcher on loopback and returns the routes that read what it caught:
 * `GET /devnet/mail/latest?to=`, `GET /devnet/mail/messages?to=` and the `/inbox` page.
 */
export async function startMail(options: StartMailOptions) {
  const store = createMailStore(options.db)
  // The database first: a client is greeted only once a message can be stored, so no SMTP
  // conversation waits on the database's start (docs/reliability.md#the-mail-catcher-under-load).
  await store.ready()
  const smtp = new SMTPServer({
    banner: 'w3m devnet mail catcher',
    authOptional: true,
    // Loopback only: no reverse DNS lookup of the client before the greeting.
    disableReverseLookup: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          // The envelope says who the message was delivered to; Bcc recipients appear only there.
          const to = [
            ...session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ...addressesOf(parsed.to),
            ...addressesOf(parsed.cc),
          ]
          const mailFrom = session.envelope.mailFrom
          await store.add({
            messageId: parsed.messageId ?? null,
            from: addressesOf(parsed.from)[0] ?? (mailFrom ? mailFrom.address : null),
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            date: (parsed.date ?? new Date()).toISOString(),
          })
          callback()
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        )
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort, options.host ?? '127.0.0.1', () => {
      smtp.off('error', reject)
      resolve()
    })
  })
  // A client that vanishes mid-message must not take the devnet down.
  smtp.on('error', (error) => console.error('[mail] SMTP error:', error.message))
  const port = (smtp.server.address() as AddressInfo).port

  const routes = new Hono()
  routes.get('/devnet/mail/latest', async (c) => {
    const to = address.safeParse(c.req.query('to') ?? '')
    if (!to.success)
      return c.json({ code: 'BAD_REQUEST', message: 'Query `to` must be an email address' }, 400)
    const [latest] = await store.list({ to: to.data, limit: 1 })
    if (!latest) return c.json({ code: 'NOT_FOUND', message: `No mail for ${to.data}` }, 404)
    return c.json(latest)
  })
  routes.get('/devnet/mail/messages', async (c) => {
    const query = messagesQuerySchema.safeParse(c.req.query())
    if (!query.success) {
      const issue = query.error.issues[0]
      return c.json(
        {
          code: 'BAD_REQUEST',
          message: `Invalid query: ${issue?.path.join('.')} ${issue?.message}`,
        },
        400,
      )
    }
    const messages = await store.list(query.data)
    return c.json({ messages, count: messages.length })
  })
  routes.get('/inbox', async (c) => {
    const raw = c.req.query('to')?.trim() || undefined
    const to = raw === undefined ? undefined : address.safeParse(raw)
    // An address that is not one has no mail; show the empty inbox rather than everyone's.
    const messages = to?.success === false ? [] : await store.list({ to: to?.data, limit: 50 })
    c.header('Cache-Control', 'no-store')
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    )
    return c.html(renderInbox(messages, raw))
  })

  return {
    routes,
    port,
    /** Stops accepting mail and closes open SMTP connections. */
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
