import postgres from 'postgres'
import type { Database, Queryable } from './database'

/** Connections per instance: requests are short, and a long-held `exclusive` takes one. */
const POOL_SIZE = 10

type Sql = postgres.Sql | postgres.TransactionSql

const queryable = (sql: Sql): Queryable => ({
  async query<T>(text: string, params: unknown[] = []) {
    const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])
    return [...rows] as T[]
  },
  async exec(script: string) {
    // Without parameters the simple protocol runs every statement of the script.
    await sql.unsafe(script)
  },
})

/** A Postgres server, shared by every instance of the site that opens the same URL. */
export function openPostgres(url: string): Database {
  const sql = postgres(url, {
    max: POOL_SIZE,
    onnotice: () => {},
    transform: { undefined: null },
    // bigint columns hold millisecond times: numbers, as PGlite returns them.
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  })
  return {
    engine: 'postgres',
    ...queryable(sql),
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      // begin() types its result for callbacks that return arrays of queries; ours returns T.
      return sql.begin((tx) => work(queryable(tx))) as Promise<T>
    },
    async exclusive(key, work) {
      // A session lock on a connection of its own: a process killed while holding it loses the
      // connection, and the server frees the lock with it.
      const connection = await sql.reserve()
      try {
        await connection`select pg_advisory_lock(hashtextextended(${key}, 0))`
        try {
          return await work()
        } finally {
          await connection`select pg_advisory_unlock(hashtextextended(${key}, 0))`
        }
      } finally {
        connection.release()
      }
    },
    close: () => sql.end({ timeout: 5 }),
  }
}
