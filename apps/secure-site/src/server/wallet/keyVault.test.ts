import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createKeyVault, keyIdOf, loadServerKeys } from './keyVault'

const key = Buffer.alloc(32, 1)
const next = Buffer.alloc(32, 2)

describe('keyVault', () => {
  it('round-trips a secret, names its key and never stores it in the clear', () => {
    const vault = createKeyVault(key)
    const secret = `0x${'ab'.repeat(32)}`
    const { sealed, keyId } = vault.encrypt(secret, 'user-1')
    expect(sealed).not.toContain('abab')
    expect(keyId).toBe(keyIdOf(key))
    expect(keyId).not.toBe(keyIdOf(next))
    expect(keyId).not.toContain(key.toString('hex').slice(0, 8))
    expect(vault.encrypt(secret, 'user-1').sealed).not.toBe(sealed)
    expect(vault.decrypt(sealed, 'user-1', keyId)).toBe(secret)
  })

  it('fails on another owner, another key or a flipped bit', () => {
    const { sealed, keyId } = createKeyVault(key).encrypt('secret', 'user-1')
    const vault = createKeyVault(key)
    expect(() => vault.decrypt(sealed, 'user-2', keyId)).toThrow('could not be decrypted')
    expect(() => createKeyVault(next).decrypt(sealed, 'user-1', keyId)).toThrow()
    expect(() => createKeyVault(next).decrypt(sealed, 'user-1', null)).toThrow()
    const raw = Buffer.from(sealed, 'base64')
    raw[raw.length - 1]! ^= 1
    expect(() => vault.decrypt(raw.toString('base64'), 'user-1', keyId)).toThrow()
  })

  it('seals with the current key and opens with the previous ones during a rotation', () => {
    const old = createKeyVault(key).encrypt('secret', 'user-1')
    const rotating = createKeyVault(next, [key])
    expect(rotating.keyId).toBe(keyIdOf(next))
    expect(rotating.decrypt(old.sealed, 'user-1', old.keyId)).toBe('secret')
    // Sealed before key ids: any key of the ring may open it.
    expect(rotating.decrypt(old.sealed, 'user-1', null)).toBe('secret')
    expect(rotating.encrypt('secret', 'user-1').keyId).toBe(keyIdOf(next))
    expect(() => createKeyVault(next).decrypt(old.sealed, 'user-1', old.keyId)).toThrow()
  })

  it('refuses keys of the wrong size', () => {
    expect(() => createKeyVault(Buffer.alloc(16))).toThrow('32 bytes')
    expect(() => createKeyVault(key, [Buffer.alloc(16)])).toThrow('32 bytes')
    expect(() => loadServerKeys({ key: 'abc' })).toThrow('64 hex')
    expect(() => loadServerKeys({ key: 'ff'.repeat(32), previousKeys: 'abc' })).toThrow(
      'W3M_SECURE_SITE_PREVIOUS_KEYS must be 64 hex',
    )
  })

  it('reads the key from the environment, a key file, or a generated file, in that order', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vault-'))
    const generated = join(folder, 'nested/server.key')
    const first = loadServerKeys({ generatedKeyFile: generated }).current
    expect(statSync(generated).mode & 0o777).toBe(0o600)
    expect(loadServerKeys({ generatedKeyFile: generated }).current.equals(first)).toBe(true)
    expect(readFileSync(generated, 'utf8')).toBe(first.toString('hex'))

    const keyFile = join(folder, 'given.key')
    writeFileSync(keyFile, `${'ee'.repeat(32)}\n`)
    const fromFile = loadServerKeys({ keyFile, generatedKeyFile: generated })
    expect(fromFile.current.equals(Buffer.alloc(32, 0xee))).toBe(true)
    const fromEnv = loadServerKeys({
      key: 'ff'.repeat(32),
      keyFile,
      previousKeys: ` ${'01'.repeat(32)}, ${'02'.repeat(32)} `,
    })
    expect(fromEnv.current.equals(Buffer.alloc(32, 0xff))).toBe(true)
    expect(fromEnv.previous).toEqual([key, next])
    expect(() => loadServerKeys({ keyFile: join(folder, 'missing.key') })).toThrow()
  })
})
