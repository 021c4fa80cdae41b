import type { DevnetDatabase } from '../db/openPostgres'

/** One caught message, as the mail routes answer it. */
export type CaughtMail = {
  id: number
  messageId: string | null
  from: string | null
  to: string[]
  subject: string
  text: string
  html: string | null
  date: string
  receivedAt: string
}

type Row = {
  id: number
  message_id: string | null
  from_address: string | null
  to_addresses: string[]
  subject: string
  text_body: string
  html_body: string | null
  sent_at: Date
  received_at: Date
}

const SCHEMA = `
create table if not exists devnet_mail (
  id bigserial primary key,
  message_id text,
  from_address text,
  to_addresses text[] not null,
  subject text not null,
  text_body text not null,
  html_body text,
  sent_at timestamptz not null,
  received_at timestamptz not null default now()
);
`

const toMail = (row: Row): CaughtMail => ({
  id: Number(row.id),
  messageId: row.message_id,
  from: row.from_address,
  to: row.to_addresses,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  date: new Date(row.sent_at).toISOString(),
  receivedAt: new Date(row.received_at).toISOString(),
})

/** The mail catcher's table in the devnet database (created on first use). */
export function createMailStore(db: DevnetDatabase) {
  let ready: Promise<unknown> | undefined
  const migrated = () => {
    ready ??= db.exec(SCHEMA).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }

  return {
    /**
     * Opens the database and creates the table. The catcher awaits it before it accepts mail, so a
     * slow start (PGlite compiles and boots in the same process) never happens mid-conversation.
     */
    ready: async (): Promise<void> => {
      await migrated()
    },
    /** Keeps a message; recipients are stored lower-cased so look-ups ignore case. */
    async add(mail: Omit<CaughtMail, 'id' | 'receivedAt'>): Promise<CaughtMail> {
      await migrated()
      const { rows } = await db.query<Row>(
        `insert into devnet_mail (message_id, from_address, to_addresses, subject, text_body, html_body, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [
          mail.messageId,
          mail.from,
          [...new Set(mail.to.map((address) => address.toLowerCase()))],
          mail.subject,
          mail.text,
          mail.html,
          mail.date,
        ],
      )
      return toMail(rows[0] as Row)
    },
    /** Messages newest first, all or those sent to one address. */
    async list(filter: { to?: string; limit: number }): Promise<CaughtMail[]> {
      await migrated()
      const { rows } = await db.query<Row>(
        `select * from devnet_mail where $1::text is null or $1 = any(to_addresses)
         order by id desc limit $2`,
        [filter.to?.toLowerCase() ?? null, filter.limit],
      )
      return rows.map(toMail)
    },
  }
}

/** The mail store. */
export type MailStore = ReturnType<typeof createMailStore>
