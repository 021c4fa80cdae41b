import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { SecureSiteError } from '../errors'

/** AES-256-GCM's recommended nonce length; a fresh one for every encryption. */
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32
const HEX_KEY = /^[0-9a-fA-F]{64}$/

/** A secret sealed by the vault, and the id of the server key that sealed it. */
export type Sealed = { sealed: string; keyId: string }

/** Encrypts secrets at rest; `aad` binds a ciphertext to its owner so rows cannot be swapped. */
export type KeyVault = {
  /** The id of the key new secrets are sealed with. */
  readonly keyId: string
  encrypt(plaintext: string, aad: string): Sealed
  /** Opens with the key `keyId` names; a null id (sealed before ids existed) tries every key. */
  decrypt(sealed: string, aad: string, keyId: string | null): string
}

/** A key's public name: a hash prefix that identifies it and tells nothing about it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('w3m secure-site key id\0')
    .update(key)
    .digest('hex')
    .slice(0, 16)
}

function open(key: Buffer, sealed: string, aad: string): string {
  const raw = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(aad))
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  const body = decipher.update(raw.subarray(IV_BYTES + TAG_BYTES))
  return Buffer.concat([body, decipher.final()]).toString('utf8')
}

/**
 * A vault around the current 32-byte server key, which seals, and the previous ones, which only
 * open: during a rotation every instance reads keys sealed by either.
 */
export function createKeyVault(current: Buffer, previous: readonly Buffer[] = []): KeyVault {
  const ring = new Map<string, Buffer>()
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) {
      throw new SecureSiteError('BAD_REQUEST', 'The server key must be 32 bytes', {
        details: `got ${key.length} bytes`,
      })
    }
    ring.set(keyIdOf(key), key)
  }
  const keyId = keyIdOf(current)
  return {
    keyId,
    encrypt(plaintext, aad) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', current, iv)
      cipher.setAAD(Buffer.from(aad))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'), keyId }
    },
    decrypt(sealed, aad, id) {
      const keys = id === null ? [...ring.values()] : [ring.get(id)].filter((key) => !!key)
      let cause: unknown = new Error(`no server key with id ${id}`)
      for (const key of keys) {
        try {
          return open(key, sealed, aad)
        } catch (error) {
          cause = error
        }
      }
      throw new SecureSiteError('UNAUTHORIZED', 'A stored key could not be decrypted', { cause })
    },
  }
}

/** Where the server keys come from; see the README's "Server key" section. */
export type ServerKeySource = {
  /** 64 hex characters (W3M_SECURE_SITE_KEY). */
  key?: string | undefined
  /** A file holding the 64 hex characters (W3M_SECURE_SITE_KEY_FILE); it must exist. */
  keyFile?: string | undefined
  /** Comma-separated keys that still open but no longer seal (W3M_SECURE_SITE_PREVIOUS_KEYS). */
  previousKeys?: string | undefined
  /** Without a key or key file: a file generated on first start (one machine, embedded database). */
  generatedKeyFile?: string | undefined
}

function parseKey(value: string, name: string): Buffer {
  if (!HEX_KEY.test(value))
    throw new SecureSiteError('BAD_REQUEST', `${name} must be 64 hex characters`)
  return Buffer.from(value, 'hex')
}

/**
 * The server keys. The current one comes from the environment, else a key file, else one
 * generated into `generatedKeyFile` (readable by its owner only), else one for this process.
 */
export function loadServerKeys(source: ServerKeySource): { current: Buffer; previous: Buffer[] } {
  const previous = (source.previousKeys ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => parseKey(value, 'W3M_SECURE_SITE_PREVIOUS_KEYS'))
  if (source.key) return { current: parseKey(source.key, 'W3M_SECURE_SITE_KEY'), previous }
  if (source.keyFile) {
    const text = readFileSync(source.keyFile, 'utf8').trim()
    return { current: parseKey(text, 'W3M_SECURE_SITE_KEY_FILE'), previous }
  }
  const file = source.generatedKeyFile
  if (!file) return { current: randomBytes(KEY_BYTES), previous }
  if (existsSync(file))
    return { current: parseKey(readFileSync(file, 'utf8').trim(), file), previous }
  mkdirSync(dirname(file), { recursive: true })
  const key = randomBytes(KEY_BYTES)
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' })
  return { current: key, previous }
}
