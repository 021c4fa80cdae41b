import type { DevnetDatabase } from '../db/openPostgres'

/** What a sink received: an error report (`POST /e`) or an event (`POST /batch`). */
export type AnalyticsKind = 'error' | 'event'

/** One stored report or event, as the read-back route shows it. */
export type AnalyticsRecord = {
  id: number
  kind: AnalyticsKind
  projectId: string
  origin: string | null
  receivedAt: string
  payload: unknown
}

type Row = {
  id: number
  kind: AnalyticsKind
  project_id: string
  origin: string | null
  received_at: Date
  payload: unknown
}

const SCHEMA = `
create table if not exists devnet_analytics (
  id bigserial primary key,
  kind text not null check (kind in ('error', 'event')),
  project_id text not null,
  origin text,
  received_at timestamptz not null default now(),
  payload jsonb not null
);
create index if not exists devnet_analytics_project on devnet_analytics (project_id, kind, id);
`

/** The analytics sinks' table in the devnet database (created on first use). */
export function createAnalyticsStore(db: DevnetDatabase) {
  let ready: Promise<unknown> | undefined
  const migrated = () => {
    ready ??= db.exec(SCHEMA).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }

  return {
    /** Stores every payload in one transaction, so a batch is kept whole or not at all. */
    async record(
      kind: AnalyticsKind,
      projectId: string,
      origin: string | null,
      payloads: unknown[],
    ) {
      await migrated()
      await db.transaction(async (tx) => {
        for (const payload of payloads) {
          await tx.query(
            'insert into devnet_analytics (kind, project_id, origin, payload) values ($1, $2, $3, $4)',
            [kind, projectId, origin, JSON.stringify(payload)],
          )
        }
      })
    },
    /** Stored records, oldest first, optionally of one kind or one project. */
    async list(filter: {
      kind?: AnalyticsKind
      projectId?: string
      limit: number
    }): Promise<AnalyticsRecord[]> {
      await migrated()
      const { rows } = await db.query<Row>(
        `select id, kind, project_id, origin, received_at, payload from devnet_analytics
         where ($1::text is null or kind = $1) and ($2::text is null or project_id = $2)
         order by id desc limit $3`,
        [filter.kind ?? null, filter.projectId ?? null, filter.limit],
      )
      return rows.reverse().map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        projectId: row.project_id,
        origin: row.origin,
        receivedAt: new Date(row.received_at).toISOString(),
        payload: row.payload,
      }))
    },
    /** Forgets the records of one project, or all of them. */
    async clear(projectId?: string): Promise<number> {
      await migrated()
      const result = await db.query(
        'delete from devnet_analytics where $1::text is null or project_id = $1',
        [projectId ?? null],
      )
      return result.affectedRows ?? 0
    },
  }
}

/** The analytics store. */
export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>
