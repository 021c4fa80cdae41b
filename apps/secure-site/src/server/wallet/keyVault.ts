import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { SecureSiteError } from '../errors'

/** AES-256-GCM's recommended nonce length; a fresh one for every encryption. */
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32

/** Encrypts secrets at rest; `aad` binds a ciphertext to its owner so rows cannot be swapped. */
export type KeyVault = {
  encrypt(plaintext: string, aad: string): string
  decrypt(sealed: string, aad: string): string
}

/** A vault around a 32-byte server key. */
export function createKeyVault(key: Buffer): KeyVault {
  if (key.length !== KEY_BYTES) {
    throw new SecureSiteError('BAD_REQUEST', 'The server key must be 32 bytes', {
      details: `got ${key.length} bytes`,
    })
  }
  return {
    encrypt(plaintext, aad) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(aad))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
    },
    decrypt(sealed, aad) {
      const raw = Buffer.from(sealed, 'base64')
      const iv = raw.subarray(0, IV_BYTES)
      const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAAD(Buffer.from(aad))
      decipher.setAuthTag(tag)
      try {
        const body = decipher.update(raw.subarray(IV_BYTES + TAG_BYTES))
        return Buffer.concat([body, decipher.final()]).toString('utf8')
      } catch (cause) {
        throw new SecureSiteError('UNAUTHORIZED', 'A stored key could not be decrypted', { cause })
      }
    },
  }
}

/**
 * The server key: from `W3M_SECURE_SITE_KEY` (64 hex chars) when set, else read from (or first
 * generated into) `keyFile`, readable by its owner only; without either, a key for this process.
 */
export function loadServerKey(envValue: string | undefined, keyFile: string | undefined): Buffer {
  if (envValue) {
    if (!/^[0-9a-fA-F]{64}$/.test(envValue)) {
      throw new SecureSiteError('BAD_REQUEST', 'W3M_SECURE_SITE_KEY must be 64 hex characters')
    }
    return Buffer.from(envValue, 'hex')
  }
  if (!keyFile) return randomBytes(KEY_BYTES)
  if (existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex')
  mkdirSync(dirname(keyFile), { recursive: true })
  const key = randomBytes(KEY_BYTES)
  writeFileSync(keyFile, key.toString('hex'), { mode: 0o600 })
  return key
}
