import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createSchema } from './createSchema'
import { lockFolder } from './lockFolder'
import { type DevnetDatabase, openPostgres } from './openPostgres'

export type OpenDatabaseParameters = {
  /** A Postgres server (DATABASE_URL) instead of PGlite: the devnet's tables in a schema of theirs. */
  databaseUrl?: string | null
  /** The devnet's data folder; null keeps the database in memory (tests). */
  dataDir: string | null
  /** Start from an empty database. */
  reset: boolean
  /**
   * Names this devnet's cluster inside the data folder (main passes its HTTP port), so two devnets
   * on one machine (W3M_PORT_OFFSET) never open the same cluster.
   */
  instance?: string
}

// initdb inside PGlite takes 2-4 s of CPU, more than the devnet's whole start-up budget. A new
// database is therefore restored from a pristine cluster dumped once per machine (~0.5 s).
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      'utf8',
    ),
  ) as { version: string }
).version
const TEMPLATE_FILE = join(tmpdir(), `w3m-devnet-pglite-${PGLITE_VERSION}.tar.gz`)

/** Opens (creating when needed) the devnet's database, with the devnet's own tables in place. */
export async function openDatabase(params: OpenDatabaseParameters): Promise<DevnetDatabase> {
  if (params.databaseUrl) {
    const schema = params.instance ? `devnet_${params.instance}` : 'devnet'
    const db = await openPostgres(params.databaseUrl, schema, params.reset)
    await createSchema(db)
    return db
  }
  const name = params.instance ? `pglite-${params.instance}` : 'pglite'
  const folder = params.dataDir === null ? null : join(params.dataDir, name)
  const exists = folder !== null && existsSync(join(folder, 'PG_VERSION'))
  const isNew = !exists
  if (folder) await mkdir(folder, { recursive: true })
  const release = folder ? lockFolder(folder) : () => {}
  try {
    const db = await open(folder, isNew, params.reset && exists)
    // The lock lives as long as the database handle: closing it releases the folder.
    const close = db.close.bind(db)
    db.close = async () => {
      await close()
      release()
    }
    return db
  } catch (error) {
    release()
    throw error
  }
}

async function open(folder: string | null, isNew: boolean, empty: boolean): Promise<PGlite> {
  const template = isNew ? await readTemplate() : undefined
  const db = template
    ? new PGlite(folder ?? undefined, { loadDataDir: template })
    : new PGlite(folder ?? undefined)
  await db.waitReady
  if (isNew && !template) await writeTemplate(db)
  // Reset empties the existing cluster rather than deleting it: opening a cluster takes a fraction
  // of restoring one. Every module's tables live in schema public, so all state goes.
  if (empty) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
  await createSchema(db)
  return db
}

async function readTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(TEMPLATE_FILE)])
  } catch {
    return undefined
  }
}

async function writeTemplate(db: PGlite): Promise<void> {
  try {
    const dump = await db.dumpDataDir('gzip')
    // Write then rename, so a concurrent start never reads half a template.
    const partial = `${TEMPLATE_FILE}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, TEMPLATE_FILE)
  } catch {
    // Only a cache: the next start runs initdb again.
  }
}
