import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A caught mail, decoded enough for tests to read codes and links. */
export type CaughtMail = { to: string[]; subject: string; text: string }

/** Decodes quoted-printable bodies (nodemailer uses it for long lines such as links). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

function parse(raw: string, to: string[]): CaughtMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split)
  const body = raw.slice(split + 4)
  const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? ''
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(head)
  return { to, subject, text: qp ? decodeQuotedPrintable(body) : body }
}

/** An in-process SMTP catcher on an ephemeral loopback port. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    mails,
    /** The newest mail to `address`, waiting up to `timeoutMs` for one newer than `after`. */
    async latest(address: string, after = 0, timeoutMs = 5_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = mails
          .filter((m, i) => i >= after && m.to.includes(address.toLowerCase()))
          .at(-1)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit code in a mail. */
export function codeOf(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in mail "${mail.subject}"`)
  return code
}

/** The first link in a mail. */
export function linkOf(mail: CaughtMail): string {
  const link = /(https?:\/\/\S+)/.exec(mail.text)?.[1]
  if (!link) throw new Error(`no link in mail "${mail.subject}"`)
  return link
}
