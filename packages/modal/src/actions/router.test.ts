import { describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { closeModal, goBack, openModal, pushView, replaceView } from './router'
import { requestClose } from './shakeModal'

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
const overLimit = {
  tier: 'starter',
  hasExceededUsageLimit: false,
  limits: { isAboveRpcLimit: false, isAboveMauLimit: true },
}

describe('router (docs/behaviour.md#views)', () => {
  it('opens on Connect when nothing is connected', () => {
    const stores = createTestCore().stores
    openModal(stores)
    expect(stores.modal.open).toBe(true)
    expect(stores.router.current.view).toBe('Connect')
  })

  it('opens on Account when an address is connected', () => {
    const stores = createTestCore().stores
    stores.account.address = ADDRESS
    openModal(stores)
    expect(stores.router.current.view).toBe('Account')
    expect(stores.router.history).toHaveLength(1)
  })

  it('opens on a named view with its params', () => {
    const stores = createTestCore().stores
    openModal(stores, 'SwitchNetwork', { chainId: 42161 })
    expect(stores.router.current).toEqual({ view: 'SwitchNetwork', params: { chainId: 42161 } })
  })

  it('back pops the history', () => {
    const stores = createTestCore().stores
    openModal(stores)
    pushView(stores, 'AllWallets')
    pushView(stores, 'ConnectingExternal', { connectorId: 'injected' })
    goBack(stores)
    expect(stores.router.current.view).toBe('AllWallets')
    expect(stores.router.history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets'])
  })

  it('back with one entry closes the modal', () => {
    const stores = createTestCore().stores
    openModal(stores, 'Networks')
    goBack(stores)
    expect(stores.modal.open).toBe(false)
    expect(stores.router.current.view).toBe('Connect')
  })

  it('back from Connect while connected shows Account', () => {
    const stores = createTestCore().stores
    stores.account.address = ADDRESS
    openModal(stores, 'Connect')
    goBack(stores)
    expect(stores.modal.open).toBe(true)
    expect(stores.router.current.view).toBe('Account')
  })

  it('close resets to Connect', () => {
    const stores = createTestCore().stores
    openModal(stores)
    pushView(stores, 'AllWallets')
    closeModal(stores)
    expect(stores.modal.open).toBe(false)
    expect(stores.router.history).toEqual([{ view: 'Connect', params: undefined }])
  })

  it.each([
    ['ConnectingExternal', { connectorId: 'injected' }],
    ['ConnectingMultiChain', { connectorId: 'x' }],
    ['ConnectingSocial', { provider: 'google' }],
    ['ConnectingFarcaster', undefined],
  ] as const)('over the usage limit, pushing %s shows UsageExceeded', (view, params) => {
    const stores = createTestCore().stores
    stores.project.plan = overLimit
    openModal(stores)
    // biome-ignore lint/suspicious/noExplicitAny: each case pairs a view with its own params
    pushView(stores, view as any, params as any)
    expect(stores.router.current.view).toBe('UsageExceeded')
  })

  it('within the limit, a Connecting view is pushed as asked', () => {
    const stores = createTestCore().stores
    stores.project.plan = { ...overLimit, tier: 'pro' }
    pushView(stores, 'ConnectingExternal', { connectorId: 'injected' })
    expect(stores.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'injected' },
    })
  })

  it('replace swaps the current view and keeps the rest', () => {
    const stores = createTestCore().stores
    pushView(stores, 'AllWallets')
    replaceView(stores, 'Networks')
    expect(stores.router.history.map((entry) => entry.view)).toEqual(['Connect', 'Networks'])
  })

  it('Escape on UnsupportedChain shakes instead of closing', () => {
    const core = createTestCore()
    const { stores } = core
    openModal(stores, 'UnsupportedChain')
    expect(requestClose(core)).toBe('shook')
    expect(stores.modal.open).toBe(true)
    expect(stores.modal.shake).toBe(true)
    expect(requestClose(createOpenTestCore())).toBe('closed')
  })
})

function createOpenTestCore() {
  const core = createTestCore()
  openModal(core.stores)
  return core
}
