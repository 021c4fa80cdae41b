import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database'

const queryable = (pg: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async query<T>(sql: string, params: unknown[] = []) {
    return (await pg.query<T>(sql, params)).rows
  },
  async exec(script: string) {
    await pg.exec(script)
  },
})

/** The embedded engine: a folder (or memory) owned by this one process. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  // Only this process can open the folder, so an in-process queue per key excludes everyone.
  const queues = new Map<string, Promise<unknown>>()
  return {
    engine: 'pglite',
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    exclusive(key, work) {
      const run = (queues.get(key) ?? Promise.resolve()).catch(() => {}).then(work)
      const settled = run.catch(() => {})
      queues.set(key, settled)
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key)
      })
      return run
    },
    close: () => pg.close(),
  }
}
