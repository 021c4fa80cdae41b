/**
 * `pnpm --filter @w3m/secure-site rotate-keys`: re-seals every wallet key with the current server
 * key (W3M_SECURE_SITE_KEY or _FILE), opening old ones with W3M_SECURE_SITE_PREVIOUS_KEYS. On
 * Postgres the site keeps serving meanwhile; PGlite's folder belongs to one process, so stop the
 * site first there.
 */
import { loadConfig } from './config'
import { openStorage } from './openStorage'
import { createKeyVault } from './wallet/keyVault'
import { resealKeys } from './wallet/resealKeys'

const { db, keys } = await openStorage(loadConfig())
try {
  const vault = createKeyVault(keys.current, keys.previous)
  const { resealed } = await resealKeys(db, vault)
  console.log(`[secure-site] ${resealed} wallet keys re-sealed; all are under key ${vault.keyId}`)
} finally {
  await db.close()
}
