import { EMAIL_SEND_WAIT_MS } from '../constants'

/** The localStorage keys, each under `@appkit-wallet/` (docs/wire.md#storage). */
export const STORAGE_KEYS = {
  SESSION_TOKEN: '@appkit-wallet/SESSION_TOKEN_KEY',
  EMAIL_LOGIN_USED: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  LAST_USED_CHAIN: '@appkit-wallet/LAST_USED_CHAIN_KEY',
  LAST_EMAIL_LOGIN_TIME: '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
  EMAIL: '@appkit-wallet/EMAIL',
  PREFERRED_ACCOUNT_TYPE: '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
  SMART_ACCOUNT_ENABLED: '@appkit-wallet/SMART_ACCOUNT_ENABLED',
  SMART_ACCOUNT_ENABLED_NETWORKS: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
  SOCIAL_USERNAME: '@appkit-wallet/SOCIAL_USERNAME',
} as const

/** A name of `STORAGE_KEYS`. */
export type FrameStorageKey = keyof typeof STORAGE_KEYS

/** The page end's view of localStorage, with the login rules of docs/wire.md#storage. */
export type FrameStorage = ReturnType<typeof createFrameStorage>

/**
 * Wraps a Storage (localStorage unless given) with the `@appkit-wallet/` keys and rules. Storage
 * is looked up on first use, and a storage that throws (private mode, quota) reads as empty.
 */
export function createFrameStorage(storage?: Storage) {
  const target = (): Storage | undefined => {
    try {
      return storage ?? globalThis.localStorage
    } catch {
      return undefined
    }
  }
  const attempt = <T>(fn: (s: Storage) => T): T | undefined => {
    try {
      const s = target()
      return s ? fn(s) : undefined
    } catch {
      return undefined
    }
  }
  const get = (key: FrameStorageKey) => attempt((s) => s.getItem(STORAGE_KEYS[key])) ?? undefined
  const set = (key: FrameStorageKey, value: string) =>
    attempt((s) => s.setItem(STORAGE_KEYS[key], value))
  const remove = (key: FrameStorageKey) => attempt((s) => s.removeItem(STORAGE_KEYS[key]))

  return {
    get,
    set,
    remove,
    /** True when a previous visit logged in by email or social: a session may exist. */
    isLoginUsed: () => get('EMAIL_LOGIN_USED') === 'true',
    /** Login success: stores the email, sets the login-used flag, clears the email wait. */
    setLoginSuccess(email: string | null | undefined) {
      if (email) set('EMAIL', email)
      set('EMAIL_LOGIN_USED', 'true')
      remove('LAST_EMAIL_LOGIN_TIME')
    },
    /** Sign-out or a failed connection check: forgets the login. */
    clearLogin() {
      for (const key of [
        'EMAIL_LOGIN_USED',
        'EMAIL',
        'LAST_USED_CHAIN',
        'SOCIAL_USERNAME',
      ] as const)
        remove(key)
    },
    /** Milliseconds until another email may be sent (0 when allowed now). */
    emailSendWaitMs(now = Date.now()) {
      const last = Number(get('LAST_EMAIL_LOGIN_TIME'))
      if (!last) return 0
      return Math.max(0, EMAIL_SEND_WAIT_MS - (now - last))
    },
    /** Records an email send, starting the 30 s wait. */
    setEmailSent(now = Date.now()) {
      set('LAST_EMAIL_LOGIN_TIME', String(now))
    },
    /** Smart-account networks, stored comma-joined; non-numeric entries are dropped. */
    getSmartAccountEnabledNetworks(): number[] {
      const raw = get('SMART_ACCOUNT_ENABLED_NETWORKS')
      if (!raw) return []
      return raw
        .split(',')
        .filter((part) => /^\d+$/.test(part.trim()))
        .map(Number)
    },
    setSmartAccountEnabledNetworks(networks: readonly number[]) {
      set('SMART_ACCOUNT_ENABLED_NETWORKS', networks.join(','))
    },
  }
}
