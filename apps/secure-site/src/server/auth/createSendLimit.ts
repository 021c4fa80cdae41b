import type { Database } from '../db/createDatabase'

/** A sliding-window limit per address, kept in the database so every instance counts together. */
export type SendLimit = {
  /** Takes a slot and answers `{ ok: true }`, or takes nothing and says when one frees up. */
  take(address: string): Promise<{ ok: true } | { ok: false; retryAfterMs: number }>
}

/** At most `max` sends per address within `windowMs`, across all instances sharing `db`. */
export function createSendLimit(
  db: Database,
  options: { max: number; windowMs: number; now?: () => number },
): SendLimit {
  const now = options.now ?? Date.now
  return {
    async take(address) {
      const at = now()
      const since = at - options.windowMs
      // One statement: the upsert locks the address's row, so concurrent takes on any instance
      // queue on it and each sees the others' sends. The old times are dropped as it goes.
      const taken = await db.query(
        `insert into send_limits (address, sent_at) values ($1, array[$2::bigint])
         on conflict (address) do update
           set sent_at = array(select t from unnest(send_limits.sent_at) t where t > $3 order by t)
             || $2::bigint
           where (select count(*) from unnest(send_limits.sent_at) t where t > $3) < $4
         returning address`,
        [address, at, since, options.max],
      )
      if (taken.length > 0) return { ok: true }
      const [oldest] = await db.query<{ first: number | null }>(
        `select min(t) as first from send_limits, unnest(sent_at) t
         where address = $1 and t > $2`,
        [address, since],
      )
      const first = oldest?.first == null ? at : Number(oldest.first)
      return { ok: false, retryAfterMs: Math.max(0, first + options.windowMs - at) }
    },
  }
}
