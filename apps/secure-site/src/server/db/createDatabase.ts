import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { SCHEMA_SQL } from './schema'

/** The few calls the site makes on its database; PGlite in production, the same in tests. */
export type Database = {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

/** Opens the embedded database in `dataDir`, or in memory when none is given, and applies the schema. */
export async function createDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.exec(SCHEMA_SQL)
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params)
      return result.rows
    },
    close: () => pg.close(),
  }
}
