import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { KeyVault } from './keyVault'
import { solanaKeyAad } from './solanaKey'

/** Rows read per pass: small enough that a pass never holds much, large enough to be quick. */
const BATCH_SIZE = 100

type SealedRow = { id: string; key_id: string | null; encrypted_key: string }

/**
 * Re-seals every wallet key not yet under the vault's current key. Each row changes in one
 * statement that writes the new ciphertext and key id together, so a reader holding both keys
 * reads every row at every moment; a row changed since it was read is picked up by the next pass.
 */
export async function resealKeys(db: Database, vault: KeyVault): Promise<{ resealed: number }> {
  let resealed = 0
  for (;;) {
    const rows = await db.query<SealedRow>(
      `select id, key_id, encrypted_key from users where key_id is distinct from $1
       order by id limit $2`,
      [vault.keyId, BATCH_SIZE],
    )
    if (rows.length === 0) return { resealed: resealed + (await resealSolanaKeys(db, vault)) }
    for (const row of rows) {
      const { sealed, keyId } = vault.encrypt(open(vault, row), row.id)
      const updated = await db.query(
        `update users set encrypted_key = $1, key_id = $2
         where id = $3 and encrypted_key = $4 returning id`,
        [sealed, keyId, row.id, row.encrypted_key],
      )
      resealed += updated.length
    }
  }
}

/** The row's plaintext key, or an error naming the server key the operator must add to the ring. */
function open(vault: KeyVault, row: SealedRow, aad = row.id): string {
  try {
    return vault.decrypt(row.encrypted_key, aad, row.key_id)
  } catch (cause) {
    throw new SecureSiteError('UNAUTHORIZED', 'A stored key could not be decrypted', {
      cause,
      details: `user ${row.id} is sealed with key ${row.key_id ?? '(no id)'}: add that key to W3M_SECURE_SITE_PREVIOUS_KEYS`,
    })
  }
}

type SolanaRow = { id: string; solana_key_id: string | null; encrypted_solana_key: string }

/** The same for the Solana keys (their own column, key id and additional data). */
async function resealSolanaKeys(db: Database, vault: KeyVault): Promise<number> {
  let resealed = 0
  for (;;) {
    const rows = await db.query<SolanaRow>(
      `select id, solana_key_id, encrypted_solana_key from users
       where encrypted_solana_key is not null and solana_key_id is distinct from $1
       order by id limit $2`,
      [vault.keyId, BATCH_SIZE],
    )
    if (rows.length === 0) return resealed
    for (const row of rows) {
      const plain = open(
        vault,
        {
          id: row.id,
          key_id: row.solana_key_id,
          encrypted_key: row.encrypted_solana_key,
        },
        solanaKeyAad(row.id),
      )
      const { sealed, keyId } = vault.encrypt(plain, solanaKeyAad(row.id))
      const updated = await db.query(
        `update users set encrypted_solana_key = $1, solana_key_id = $2
         where id = $3 and encrypted_solana_key = $4 returning id`,
        [sealed, keyId, row.id, row.encrypted_solana_key],
      )
      resealed += updated.length
    }
  }
}
