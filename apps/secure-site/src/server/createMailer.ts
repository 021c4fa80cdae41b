import nodemailer from 'nodemailer'

/** One outgoing message. */
export type Mail = { to: string; subject: string; text: string }

/** Sends the site's mails (login codes, device approval links, email-change codes). */
export type Mailer = { send(mail: Mail): Promise<void> }

/** A mailer speaking plain SMTP to the devnet's catcher (loopback, so no TLS and no auth). */
export function createMailer(options: { host: string; port: number; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    ignoreTLS: true,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
  }
}
