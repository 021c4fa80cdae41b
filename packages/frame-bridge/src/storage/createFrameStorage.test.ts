import { expect, test } from 'vitest'
import { createMemoryStorage } from '../testing/memoryStorage'
import { createFrameStorage, STORAGE_KEYS } from './createFrameStorage'

test('every key carries the @appkit-wallet/ prefix', () => {
  for (const key of Object.values(STORAGE_KEYS)) expect(key).toMatch(/^@appkit-wallet\/[A-Z_]+$/)
})

test('login success and clearing follow docs/wire.md#storage', () => {
  const backing = createMemoryStorage({ '@appkit-wallet/LAST_EMAIL_LOGIN_TIME': '5' })
  const storage = createFrameStorage(backing)
  storage.setLoginSuccess('a@b.co')
  storage.set('LAST_USED_CHAIN', '8453')
  storage.set('SOCIAL_USERNAME', 'al')
  storage.set('PREFERRED_ACCOUNT_TYPE', 'eoa')
  expect(backing.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe('true')
  expect(backing.getItem('@appkit-wallet/EMAIL')).toBe('a@b.co')
  expect(backing.getItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBeNull()
  expect(storage.isLoginUsed()).toBe(true)
  storage.clearLogin()
  expect(storage.isLoginUsed()).toBe(false)
  for (const key of ['EMAIL', 'LAST_USED_CHAIN_KEY', 'SOCIAL_USERNAME'])
    expect(backing.getItem(`@appkit-wallet/${key}`)).toBeNull()
  expect(backing.getItem('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('eoa')
})

test('login success without an email keeps a stored one', () => {
  const storage = createFrameStorage(createMemoryStorage({ '@appkit-wallet/EMAIL': 'old@b.co' }))
  storage.setLoginSuccess(null)
  expect(storage.get('EMAIL')).toBe('old@b.co')
})

test('the email wait is 30 s from the last send', () => {
  const storage = createFrameStorage(createMemoryStorage())
  expect(storage.emailSendWaitMs(1_000)).toBe(0)
  storage.setEmailSent(1_000)
  expect(storage.emailSendWaitMs(1_000)).toBe(30_000)
  expect(storage.emailSendWaitMs(21_000)).toBe(10_000)
  expect(storage.emailSendWaitMs(31_000)).toBe(0)
})

test('smart-account networks are comma-joined numbers; junk entries are dropped', () => {
  const backing = createMemoryStorage()
  const storage = createFrameStorage(backing)
  storage.setSmartAccountEnabledNetworks([8453, 42161])
  expect(backing.getItem('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('8453,42161')
  backing.setItem('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS', '1,abc,,10')
  expect(storage.getSmartAccountEnabledNetworks()).toEqual([1, 10])
})

test('a storage that throws reads as empty and never throws', () => {
  const broken = {
    getItem() {
      throw new Error('SecurityError')
    },
    setItem() {
      throw new Error('QuotaExceededError')
    },
    removeItem() {
      throw new Error('SecurityError')
    },
  } as unknown as Storage
  const storage = createFrameStorage(broken)
  expect(storage.isLoginUsed()).toBe(false)
  expect(() => storage.setLoginSuccess('a@b.co')).not.toThrow()
  expect(() => storage.clearLogin()).not.toThrow()
})
