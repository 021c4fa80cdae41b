import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../testing/openTestDatabase'
import { createSendLimit } from '../auth/createSendLimit'
import { loadMigrations, migrate } from './migrate'

// Runs on the engine of the run: PGlite, or the Postgres of DATABASE_URL (scripts/with-postgres.sh).
let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

const versions = async (db: Awaited<ReturnType<TestDatabase['open']>>) =>
  (await db.query<{ version: number }>('select version from schema_migrations order by 1')).map(
    (row) => row.version,
  )

describe('the secure site database', () => {
  it('applies every migration once, whoever opens it and however many open it together', async () => {
    const handles = await Promise.all([database.open(), database.open(), database.open()])
    const all = loadMigrations().map((migration) => migration.version)
    expect(all.slice(0, 2)).toEqual([1, 2])
    for (const db of handles) expect(await versions(db)).toEqual(all)
    expect(await migrate(handles[0]!)).toEqual([])
  })

  it('adopts a database made before versioning as version 1 and migrates it from there', async () => {
    const own = await openTestDatabase()
    const db = await own.open()
    // The state of a site that never had versions: version 1's tables, no version table.
    const [first] = loadMigrations()
    await db.exec(`drop schema public cascade; create schema public; ${first!.sql}`)
    await db.query(
      `insert into users (id, email, eoa_address, encrypted_key, created_at)
       values ('u1', 'kept@example.com', '0x01', 'sealed', 1)`,
    )
    expect(await migrate(db)).toEqual(
      loadMigrations()
        .map((m) => m.version)
        .slice(1),
    )
    expect(await db.query('select id, key_id from users')).toEqual([{ id: 'u1', key_id: null }])
    await own.drop()
  })

  it('changes nothing when a migration fails: the schema stays at its version', async () => {
    const db = await database.open()
    const before = await versions(db)
    const broken = [
      ...loadMigrations(),
      { version: 900, name: '900_good.sql', sql: 'create table good (id int)' },
      { version: 901, name: '901_bad.sql', sql: 'alter table missing add column x int' },
    ]
    await expect(migrate(db, broken)).rejects.toThrow(/missing/)
    expect(await versions(db)).toEqual(before)
    expect(await db.query("select to_regclass('good')::text as t")).toEqual([{ t: null }])
  })

  it('keeps numbered SQL files only, each version once', () => {
    const migrations = loadMigrations()
    expect(new Set(migrations.map((m) => m.version)).size).toBe(migrations.length)
    for (const migration of migrations) {
      expect(migration.name).toMatch(/^\d{3}_[a-z0-9_]+\.sql$/)
      expect(readFileSync(new URL(`migrations/${migration.name}`, import.meta.url), 'utf8')).toBe(
        migration.sql,
      )
    }
  })

  it('runs holders of one lock one at a time, across handles', async () => {
    const [a, b] = [await database.open(), await database.open()]
    const log: string[] = []
    const hold = (db: typeof a, name: string) =>
      db.exclusive('send:user-1:8453', async () => {
        log.push(`${name} in`)
        // Long enough for the other holder to try its luck meanwhile.
        await db.query('select pg_sleep(0.2)')
        log.push(`${name} out`)
      })
    await Promise.all([hold(a, 'a'), hold(b, 'b'), hold(a, 'c')])
    for (let i = 0; i < log.length; i += 2) {
      expect(log[i + 1]).toBe(log[i]!.replace(' in', ' out'))
    }
    expect(log).toHaveLength(6)
  })

  it('counts sends of one address together across handles, even at the same moment', async () => {
    const [a, b] = [await database.open(), await database.open()]
    let now = 1_000_000
    const options = { max: 5, windowMs: 60_000, now: () => now }
    const limits = [createSendLimit(a, options), createSendLimit(b, options)]
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => limits[i % 2]!.take('ann@example.com')),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(5)
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, retryAfterMs: 60_000 })
    expect((await limits[0]!.take('bob@example.com')).ok).toBe(true)
    now += 30_000
    expect(await limits[1]!.take('ann@example.com')).toEqual({ ok: false, retryAfterMs: 30_000 })
    now += 30_001
    expect((await limits[1]!.take('ann@example.com')).ok).toBe(true)
  })
})
