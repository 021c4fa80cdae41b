import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './openDatabase'

// Only with a Postgres server (scripts/with-postgres.sh sets DATABASE_URL).
const url = process.env.DATABASE_URL
const instance = `test_${randomBytes(4).toString('hex')}`
afterAll(async () => {
  if (!url) return
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  await sql.unsafe(
    `drop schema if exists devnet_${instance} cascade; drop table if exists ${instance}`,
  )
  await sql.end()
})

describe.skipIf(!url)('openDatabase on Postgres', () => {
  it('keeps the devnet in a schema of its own: kept across opens, emptied by a reset, nothing else touched', async () => {
    const first = await openDatabase({ databaseUrl: url, dataDir: null, reset: false, instance })
    await first.query(
      "INSERT INTO profile_names (name, address, coin_type) VALUES ('kept.reown.id', '0x01', 60)",
    )
    // Another tenant of the server (the secure site keeps its tables in public).
    await first.exec(
      `CREATE TABLE public.${instance} (id INT); INSERT INTO public.${instance} VALUES (1)`,
    )
    const inTransaction = await first.transaction(async (tx) => {
      await tx.query("UPDATE profile_names SET address = '0x02' WHERE name = $1", ['kept.reown.id'])
      return (await tx.query<{ address: string }>('SELECT address FROM profile_names')).rows
    })
    expect(inTransaction).toEqual([{ address: '0x02' }])
    await first.close()

    const second = await openDatabase({ databaseUrl: url, dataDir: null, reset: false, instance })
    expect((await second.query('SELECT name FROM profile_names')).rows).toEqual([
      { name: 'kept.reown.id' },
    ])
    await second.close()

    const reset = await openDatabase({ databaseUrl: url, dataDir: null, reset: true, instance })
    expect((await reset.query('SELECT count(*)::int AS n FROM profile_names')).rows).toEqual([
      { n: 0 },
    ])
    const tables = await reset.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
      [`devnet_${instance}`],
    )
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'onramp_orders',
      'profile_names',
      'sessions',
    ])
    expect((await reset.query(`SELECT id FROM public.${instance}`)).rows).toEqual([{ id: 1 }])
    await reset.close()
  })
})
