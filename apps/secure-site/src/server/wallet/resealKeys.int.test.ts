import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveTestSite, startTestSites, TEST_SERVER_KEY } from '../../testing/startTestSite'
import type { User } from '../auth/createUsers'
import { createKeyVault, keyIdOf } from './keyVault'
import { resealKeys } from './resealKeys'

const NEXT_KEY = Buffer.alloc(32, 9)

let group: Awaited<ReturnType<typeof startTestSites>>
beforeAll(async () => {
  group = await startTestSites(1)
})
afterAll(async () => {
  await group?.stop()
})

describe('resealKeys', () => {
  it('moves every wallet key to the new server key while instances keep signing', async () => {
    const [old] = group.sites as [(typeof group.sites)[0]]
    const users: User[] = []
    for (let i = 0; i < 12; i++) {
      const name = `user${i}`
      const identity = {
        kind: 'social',
        provider: 'github',
        subject: name,
        userName: name,
      } as const
      users.push(await old.services.users.findOrCreate(identity))
    }
    // One sealed before key ids existed.
    await old.db.query('update users set key_id = null where id = $1', [users[0]!.id])

    // A rotation's first step: an instance that seals with the new key and opens with both.
    const parts = { rpcUrl: group.chain.rpcUrl, factory: group.chain.factory, smtpPort: 1 }
    const db = await group.database.open()
    const rotating = await serveTestSite(
      { db, ...parts },
      { serverKey: NEXT_KEY, previousServerKeys: [TEST_SERVER_KEY] },
    )
    let done = false
    let signed = 0
    // Readers sign throughout the rotation; one failure fails the test.
    const sign = async () => {
      while (!done) {
        for (const user of users) {
          const signature = await rotating.services.wallet.signMessage(user, 'still here')
          expect(await recoverMessageAddress({ message: 'still here', signature })).toBe(
            user.eoaAddress,
          )
          signed++
        }
      }
    }
    const readers = [sign(), sign()]
    const vault = createKeyVault(NEXT_KEY, [TEST_SERVER_KEY])
    // Twelve EVM keys and twelve Solana keys.
    expect(await resealKeys(db, vault)).toEqual({ resealed: 24 })
    done = true
    await Promise.all(readers)
    expect(signed).toBeGreaterThan(0)

    const rows = await db.query<{ key_id: string; encrypted_key: string }>(
      'select key_id, encrypted_key from users',
    )
    expect(new Set(rows.map((row) => row.key_id))).toEqual(new Set([keyIdOf(NEXT_KEY)]))
    const stored = JSON.stringify(await db.query('select * from users'))
    for (const key of [NEXT_KEY, TEST_SERVER_KEY]) expect(stored).not.toContain(key.toString('hex'))
    expect(await resealKeys(db, vault)).toEqual({ resealed: 0 })

    // The last step: the old key is gone, and the new one alone opens every key.
    const only = createKeyVault(NEXT_KEY)
    const sealed = await db.query<{ id: string; key_id: string; encrypted_key: string }>(
      'select id, key_id, encrypted_key from users',
    )
    for (const row of sealed) {
      expect(only.decrypt(row.encrypted_key, row.id, row.key_id)).toMatch(/^0x[0-9a-f]{64}$/)
    }
    await expect(old.services.wallet.signMessage(users[1]!, 'old key')).rejects.toThrow(
      'could not be decrypted',
    )
    // A key missing from the ring stops the command with the key it needs.
    await expect(resealKeys(db, createKeyVault(Buffer.alloc(32, 3)))).rejects.toThrow(
      `sealed with key ${keyIdOf(NEXT_KEY)}: add that key to W3M_SECURE_SITE_PREVIOUS_KEYS`,
    )
    await rotating.close()
  })
})
