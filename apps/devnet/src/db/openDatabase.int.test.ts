import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './openDatabase'

const dataDir = mkdtempSync(join(tmpdir(), 'w3m-devnet-db-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// PGlite boots a WebAssembly Postgres for seconds of CPU: an integration test.
describe('openDatabase', () => {
  it('keeps state in the data folder across opens, and a reset starts clean (other modules tables too)', async () => {
    const first = await openDatabase({ dataDir, reset: false })
    await first.query(
      "INSERT INTO profile_names (name, address, coin_type) VALUES ('kept.reown.id', '0x01', 60)",
    )
    await first.exec('CREATE TABLE IF NOT EXISTS other_module (id INT)')
    await first.close()

    const second = await openDatabase({ dataDir, reset: false })
    expect((await second.query('SELECT name FROM profile_names')).rows).toEqual([
      { name: 'kept.reown.id' },
    ])
    await second.close()

    const reset = await openDatabase({ dataDir, reset: true })
    expect((await reset.query('SELECT name FROM profile_names')).rows).toEqual([])
    const tables = await reset.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'onramp_orders',
      'profile_names',
      'sessions',
    ])
    await reset.close()
  })

  it('refuses a second devnet on the same cluster, and keeps instances apart', async () => {
    const first = await openDatabase({ dataDir, reset: false, instance: '4100' })
    await expect(openDatabase({ dataDir, reset: false, instance: '4100' })).rejects.toThrow(
      /in use by process/,
    )
    const other = await openDatabase({ dataDir, reset: false, instance: '6100' })
    await other.query(
      "INSERT INTO sessions (pci, address, chain_id, expiry) VALUES ('p', '0x01', 'eip155:8453', 1)",
    )
    expect((await first.query('SELECT count(*)::int AS n FROM sessions')).rows).toEqual([{ n: 0 }])
    await Promise.all([first.close(), other.close()])
    const again = await openDatabase({ dataDir, reset: false, instance: '4100' })
    await again.close()
  })

  it('opens an empty in-memory database for tests', async () => {
    const db = await openDatabase({ dataDir: null, reset: false })
    expect((await db.query('SELECT count(*)::int AS n FROM sessions')).rows).toEqual([{ n: 0 }])
    await db.close()
  })
})
