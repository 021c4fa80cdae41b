import type { SecureSiteConfig } from './config'
import { createDatabase } from './db/createDatabase'
import { SecureSiteError } from './errors'
import { loadServerKeys } from './wallet/keyVault'

/** The site's database and server keys, as the configuration names them. */
export async function openStorage(config: SecureSiteConfig) {
  const { databaseUrl, dataDir, serverKeys } = config
  // Instances sharing a database must share the key too: a generated one would be this machine's.
  if (databaseUrl && !serverKeys.key && !serverKeys.keyFile) {
    throw new SecureSiteError(
      'BAD_REQUEST',
      'With DATABASE_URL, set W3M_SECURE_SITE_KEY or W3M_SECURE_SITE_KEY_FILE (the same on every instance)',
    )
  }
  const keys = loadServerKeys({
    ...serverKeys,
    generatedKeyFile: !databaseUrl && dataDir ? `${dataDir}/server.key` : undefined,
  })
  const db = await createDatabase({ url: databaseUrl, dataDir: dataDir ? `${dataDir}/db` : null })
  return { db, keys }
}
