import type { DevnetDatabase } from './openPostgres'

/** The devnet core's tables. Other modules create theirs with CREATE TABLE IF NOT EXISTS too. */
export async function createSchema(db: DevnetDatabase): Promise<void> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS profile_names (
      name TEXT PRIMARY KEY,
      address TEXT NOT NULL,
      coin_type BIGINT NOT NULL,
      attributes JSONB NOT NULL DEFAULT '{}',
      registered_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS profile_names_address ON profile_names (lower(address));
    CREATE TABLE IF NOT EXISTS sessions (
      pci TEXT PRIMARY KEY,
      address TEXT NOT NULL,
      chain_id TEXT NOT NULL,
      permissions JSONB NOT NULL DEFAULT '[]',
      policies JSONB NOT NULL DEFAULT '[]',
      expiry BIGINT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      revoked_at TIMESTAMPTZ
    );
    CREATE INDEX IF NOT EXISTS sessions_address ON sessions (lower(address));
    CREATE TABLE IF NOT EXISTS onramp_orders (
      id TEXT PRIMARY KEY,
      address TEXT NOT NULL,
      chain_id INTEGER NOT NULL,
      asset TEXT NOT NULL,
      fiat_currency TEXT NOT NULL,
      fiat_amount NUMERIC,
      crypto_amount NUMERIC,
      partner_user_id TEXT,
      status TEXT NOT NULL DEFAULT 'created',
      tx_hash TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      paid_at TIMESTAMPTZ
    );
  `)
}
