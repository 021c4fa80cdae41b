import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createKeyVault, loadServerKey } from './keyVault'

const key = Buffer.alloc(32, 1)

describe('keyVault', () => {
  it('round-trips a secret and never stores it in the clear', () => {
    const vault = createKeyVault(key)
    const secret = `0x${'ab'.repeat(32)}`
    const sealed = vault.encrypt(secret, 'user-1')
    expect(sealed).not.toContain('abab')
    expect(vault.encrypt(secret, 'user-1')).not.toBe(sealed)
    expect(vault.decrypt(sealed, 'user-1')).toBe(secret)
  })

  it('fails on another owner, another key or a flipped bit', () => {
    const sealed = createKeyVault(key).encrypt('secret', 'user-1')
    expect(() => createKeyVault(key).decrypt(sealed, 'user-2')).toThrow('could not be decrypted')
    expect(() => createKeyVault(Buffer.alloc(32, 2)).decrypt(sealed, 'user-1')).toThrow()
    const raw = Buffer.from(sealed, 'base64')
    raw[raw.length - 1]! ^= 1
    expect(() => createKeyVault(key).decrypt(raw.toString('base64'), 'user-1')).toThrow()
  })

  it('refuses keys of the wrong size', () => {
    expect(() => createKeyVault(Buffer.alloc(16))).toThrow('32 bytes')
    expect(() => loadServerKey('abc', undefined)).toThrow('64 hex')
  })

  it('generates the key file once, owner-readable only, and reuses it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vault-')), 'nested/server.key')
    const first = loadServerKey(undefined, file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadServerKey(undefined, file).equals(first)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'))
    expect(loadServerKey('ff'.repeat(32), file).equals(Buffer.alloc(32, 0xff))).toBe(true)
  })
})
