/** What runs SQL: the database itself, or one transaction of it. */
export type Queryable = {
  /** One statement with `$n` parameters; the rows it returns. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>
}

/**
 * The few calls the site makes on its database. PGlite (embedded, one process) and a Postgres
 * server both implement it, and the site runs the same SQL on either.
 */
export type Database = Queryable & {
  readonly engine: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Runs `work` while no other holder of `key` runs, in this process or any other on the database. */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}
