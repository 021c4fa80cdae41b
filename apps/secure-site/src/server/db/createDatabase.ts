import type { Database } from './database'
import { migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'

export type { Database, Queryable } from './database'

export type CreateDatabaseParameters = {
  /** A `postgres://` URL: a Postgres server that several instances of the site may share. */
  url?: string | null | undefined
  /** PGlite's folder when there is no URL; neither keeps the database in memory. */
  dataDir?: string | null | undefined
}

/** Opens the site's database and brings its schema to the newest migration. */
export async function createDatabase(params: CreateDatabaseParameters = {}): Promise<Database> {
  const db = params.url ? openPostgres(params.url) : await openPglite(params.dataDir ?? undefined)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
