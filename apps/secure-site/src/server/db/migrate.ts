import { readdirSync, readFileSync } from 'node:fs'
import type { Database, Queryable } from './database'

/** One numbered SQL file of `migrations/`. */
export type Migration = { version: number; name: string; sql: string }

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)
const FILE_NAME = /^(\d+)_[a-z0-9_]+\.sql$/

/** Any constant: instances starting together queue on it, so one migrates and the rest find it done. */
const MIGRATION_LOCK = 7_302_319

/** The files of `migrations/` in version order; a version used twice is a mistake caught here. */
export function loadMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((name) => ({ name, match: FILE_NAME.exec(name) }))
    .filter((file) => file.match)
    .map(({ name, match }) => ({
      version: Number(match![1]),
      name,
      sql: readFileSync(new URL(name, dir), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version)
  migrations.forEach((migration, index) => {
    if (index > 0 && migration.version === migrations[index - 1]!.version) {
      throw new Error(`Two migrations share version ${migration.version}`)
    }
  })
  return migrations
}

/**
 * Applies the migrations the database has not seen, in one transaction with the version table:
 * either the schema reaches the newest version or nothing changes. Returns the versions applied.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at bigint not null
    )`)
    const rows = await tx.query<{ version: number }>('select version from schema_migrations')
    const done = new Set(rows.map((row) => Number(row.version)))
    // A database from before versioning holds exactly version 1's tables: adopt it as such.
    if (done.size === 0) {
      const [legacy] = await tx.query<{ users: string | null }>(
        "select to_regclass('users')::text as users",
      )
      if (legacy?.users && migrations[0]) {
        await record(tx, migrations[0])
        done.add(migrations[0].version)
      }
    }
    const applied: number[] = []
    for (const migration of migrations) {
      if (done.has(migration.version)) continue
      await tx.exec(migration.sql)
      await record(tx, migration)
      applied.push(migration.version)
    }
    return applied
  })
}

function record(tx: Queryable, migration: Migration) {
  return tx.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
    migration.version,
    migration.name,
    Date.now(),
  ])
}
