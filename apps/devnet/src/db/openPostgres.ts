import postgres from 'postgres'

/** What the devnet's modules call on their database: PGlite's calls, which Postgres answers too. */
export type DevnetDatabase = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>
  exec(sql: string): Promise<unknown>
  transaction<T>(work: (tx: Pick<DevnetDatabase, 'query' | 'exec'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}

type Sql = postgres.Sql | postgres.TransactionSql

const calls = (sql: Sql): Pick<DevnetDatabase, 'query' | 'exec'> => ({
  async query<T>(text: string, params: unknown[] = []) {
    const result = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])
    return { rows: [...result] as T[], affectedRows: result.count }
  },
  exec: (text: string) => sql.unsafe(text),
})

/**
 * The devnet on a Postgres server (DATABASE_URL), its tables in `schema` so that the secure site
 * and other devnets sharing the server keep theirs apart. `reset` empties that schema only.
 */
export async function openPostgres(
  url: string,
  schema: string,
  reset: boolean,
): Promise<DevnetDatabase> {
  const sql = postgres(url, {
    max: 5,
    onnotice: () => {},
    transform: { undefined: null },
    connection: { search_path: schema },
    // BIGINT as numbers, as PGlite returns them.
    types: {
      bigint: { to: 20, from: [20], serialize: String, parse: Number },
    },
  })
  if (reset) await sql.unsafe(`drop schema if exists "${schema}" cascade`)
  await sql.unsafe(`create schema if not exists "${schema}"`)
  return {
    ...calls(sql),
    transaction<T>(work: (tx: Pick<DevnetDatabase, 'query' | 'exec'>) => Promise<T>) {
      // begin() types its result for callbacks that return arrays of queries; ours returns T.
      return sql.begin((tx) => work(calls(tx))) as Promise<T>
    },
    close: () => sql.end({ timeout: 5 }),
  }
}
