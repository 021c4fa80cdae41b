import { randomUUID } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import type { KeyVault } from '../wallet/keyVault'
import { newSolanaKey, solanaKeyAad } from '../wallet/solanaKey'

export type AccountType = 'eoa' | 'smartAccount'

/** A user as the rest of the server sees it: never the key itself. */
export type User = {
  id: string
  email: string | null
  userName: string | null
  eoaAddress: Address
  preferredAccountType: AccountType
  /** Whether the visitor picked the type (SET_PREFERRED_ACCOUNT) rather than the app's default. */
  preferredAccountChosen: boolean
}

/** How a visitor proved who they are. */
export type Identity =
  | { kind: 'email'; email: string }
  | { kind: 'social'; provider: string; subject: string; userName: string }
  | { kind: 'farcaster'; fid: string; userName: string }

type UserRow = {
  id: string
  email: string | null
  user_name: string | null
  eoa_address: string
  encrypted_key: string
  key_id: string | null
  preferred_account_type: string
  preferred_account_chosen: boolean
  solana_address: string | null
  encrypted_solana_key: string | null
  solana_key_id: string | null
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  userName: row.user_name,
  eoaAddress: row.eoa_address as Address,
  preferredAccountType: row.preferred_account_type === 'smartAccount' ? 'smartAccount' : 'eoa',
  preferredAccountChosen: row.preferred_account_chosen === true,
})

/** The user directory: finds or creates users, and owns their encrypted keys. */
export type Users = ReturnType<typeof createUsers>

/** Users in the site's database; `onCreated` runs once per new wallet (the devnet funds it). */
export function createUsers(options: {
  db: Database
  vault: KeyVault
  now?: () => number
  onCreated?: (address: Address) => Promise<void>
  /** Runs once per new Solana key (the devnet airdrops SOL to it). */
  onSolanaCreated?: (address: string) => Promise<void>
}) {
  const { db, vault } = options
  const now = options.now ?? Date.now
  const select = 'select * from users where '

  async function find(identity: Identity): Promise<UserRow | undefined> {
    if (identity.kind === 'email') {
      return (await db.query<UserRow>(`${select} email = $1`, [identity.email]))[0]
    }
    if (identity.kind === 'social') {
      const sql = `${select} social_provider = $1 and social_subject = $2`
      return (await db.query<UserRow>(sql, [identity.provider, identity.subject]))[0]
    }
    return (await db.query<UserRow>(`${select} farcaster_fid = $1`, [identity.fid]))[0]
  }

  return {
    /** The user behind an identity, created with a fresh key on first login. */
    async findOrCreate(identity: Identity): Promise<User> {
      const existing = await find(identity)
      if (existing) return toUser(existing)
      const id = randomUUID()
      const key = generatePrivateKey()
      const address = privateKeyToAccount(key).address
      const { sealed, keyId } = vault.encrypt(key, id)
      const solana = newSolanaKey()
      const solanaSealed = vault.encrypt(solana.seed, solanaKeyAad(id))
      // Two instances may run the same first login at once: the unique columns let one insert
      // win and the other do nothing, so the identity gets one user and one key.
      await db.query(
        `insert into users (id, email, social_provider, social_subject, farcaster_fid, user_name,
          eoa_address, encrypted_key, key_id, created_at,
          solana_address, encrypted_solana_key, solana_key_id)
          values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
          on conflict do nothing`,
        [
          id,
          identity.kind === 'email' ? identity.email : null,
          identity.kind === 'social' ? identity.provider : null,
          identity.kind === 'social' ? identity.subject : null,
          identity.kind === 'farcaster' ? identity.fid : null,
          identity.kind === 'email' ? null : identity.userName,
          address,
          sealed,
          keyId,
          now(),
          solana.address,
          solanaSealed.sealed,
          solanaSealed.keyId,
        ],
      )
      // The stored row is the one to use, whoever inserted it.
      const stored = await find(identity)
      if (!stored) throw new SecureSiteError('NOT_FOUND', 'The user could not be created')
      if (stored.id === id) {
        await options.onCreated?.(address)
        await options.onSolanaCreated?.(solana.address)
      }
      return toUser(stored)
    },
    async get(id: string): Promise<User> {
      const row = (await db.query<UserRow>(`${select} id = $1`, [id]))[0]
      if (!row) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
      return toUser(row)
    },
    async emailTaken(email: string): Promise<boolean> {
      return (await db.query(`${select} email = $1`, [email])).length > 0
    },
    /** The decrypted key, for the signer only: it never leaves the server. */
    async privateKey(id: string): Promise<Hex> {
      const row = (await db.query<UserRow>(`${select} id = $1`, [id]))[0]
      if (!row) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
      return vault.decrypt(row.encrypted_key, row.id, row.key_id) as Hex
    },
    /**
     * The user's Solana address, the key made now for a user from before Solana keys (one
     * statement that only fills an empty slot, so two instances racing keep one key).
     */
    async solanaAddress(id: string): Promise<string> {
      const row = (await db.query<UserRow>(`${select} id = $1`, [id]))[0]
      if (!row) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
      if (row.solana_address) return row.solana_address
      const solana = newSolanaKey()
      const { sealed, keyId } = vault.encrypt(solana.seed, solanaKeyAad(id))
      const made = await db.query(
        `update users set solana_address = $1, encrypted_solana_key = $2, solana_key_id = $3
         where id = $4 and solana_address is null returning id`,
        [solana.address, sealed, keyId, id],
      )
      if (made.length > 0) {
        await options.onSolanaCreated?.(solana.address)
        return solana.address
      }
      return this.solanaAddress(id)
    },
    /** The decrypted Solana seed (32 bytes, hex), for the Solana signer only. */
    async solanaSeed(id: string): Promise<string> {
      await this.solanaAddress(id)
      const row = (await db.query<UserRow>(`${select} id = $1`, [id]))[0]
      if (!row?.encrypted_solana_key)
        throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
      return vault.decrypt(row.encrypted_solana_key, solanaKeyAad(row.id), row.solana_key_id)
    },
    /** The visitor's choice (`chosen`), or the app's default for a visitor who never chose. */
    async setPreferredAccountType(id: string, type: AccountType, chosen = true): Promise<void> {
      await db.query(
        `update users set preferred_account_type = $1, preferred_account_chosen = $2
         where id = $3 and (preferred_account_chosen = false or $2)`,
        [type, chosen, id],
      )
    },
    async setEmail(id: string, email: string): Promise<void> {
      await db.query('update users set email = $1 where id = $2', [email, id])
    },
  }
}
