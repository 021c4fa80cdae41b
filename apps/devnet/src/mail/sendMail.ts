import { createTransport } from 'nodemailer'

/** What `sendMail` needs: the catcher's port and the message. */
export type SendMailParameters = {
  smtpPort: number
  host?: string
  from: string
  to: string
  subject: string
  text: string
  html?: string
}

/**
 * Sends one message over SMTP to the devnet's catcher (plain SMTP on loopback, no TLS, no auth)
 * and resolves to its Message-ID. The secure site sends its one-time codes this way.
 */
export async function sendMail({
  smtpPort,
  host = '127.0.0.1',
  ...message
}: SendMailParameters): Promise<string> {
  const transport = createTransport({ host, port: smtpPort, secure: false, ignoreTLS: true })
  try {
    const info = await transport.sendMail(message)
    return info.messageId
  } finally {
    transport.close()
  }
}
