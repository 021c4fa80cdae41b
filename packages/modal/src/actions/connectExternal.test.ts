import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { connectExternal } from './connectExternal'
import { closeModal, openModal, pushView } from './router'

const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })

describe('connectExternal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes the modal and remembers the wallet as recent on success', async () => {
    const core = createTestCore({ evm: { connect: vi.fn(async () => ({}) as never) } })
    core.stores.wallets.recommended = [
      { id: 'devnet', name: 'Devnet Wallet', image_id: 'x', rdns: 'dev.w3m.devnet-wallet' },
    ]
    openModal(core.stores)
    pushView(core.stores, 'ConnectingExternal', { connectorId: 'dev.w3m.devnet-wallet' })
    expect(await connectExternal(core, { connectorId: 'dev.w3m.devnet-wallet' })).toBe(true)
    expect(core.stores.modal.open).toBe(false)
    expect(core.stores.connections.recentWallets.map((wallet) => wallet.id)).toEqual(['devnet'])
  })

  it("says 'Connection rejected' on 4001 and keeps the modal open for a retry", async () => {
    const core = createTestCore({ evm: { connect: vi.fn(async () => Promise.reject(rejection)) } })
    openModal(core.stores)
    pushView(core.stores, 'ConnectingExternal', { connectorId: 'injected' })
    expect(await connectExternal(core, { connectorId: 'injected' })).toBe(false)
    expect(core.stores.connections.connectError).toBe('Connection rejected')
    expect(core.stores.toast.toasts.map((toast) => [toast.variant, toast.message])).toEqual([
      ['error', 'Connection rejected'],
    ])
    expect(core.stores.modal.open).toBe(true)
    expect(core.stores.account.status).toBe('disconnected')
  })

  it("says 'Failed to connect' for any other failure", async () => {
    const core = createTestCore({
      evm: { connect: vi.fn(async () => Promise.reject(new Error('boom'))) },
    })
    await connectExternal(core, { connectorId: 'injected' })
    expect(core.stores.connections.connectError).toBe('Failed to connect')
  })

  it("closing the modal mid-connection rejects with 'Modal closed' (no toast) and cancels the pairing", async () => {
    const cancelConnect = vi.fn(async () => {})
    const core = createTestCore({
      evm: { connect: vi.fn(() => new Promise<never>(() => {})), cancelConnect },
    })
    openModal(core.stores)
    pushView(core.stores, 'ConnectingWalletConnect', { walletId: 'w' } as never)
    const result = connectExternal(core, { connectorId: 'walletConnect' })
    await vi.advanceTimersByTimeAsync(0)
    expect(core.stores.account.status).toBe('connecting')
    closeModal(core.stores)
    expect(await result).toBe(false)
    expect(core.stores.connections.connectError).toBe('Modal closed')
    expect(core.stores.connections.connectError).not.toBe('Failed to connect')
    expect(core.stores.toast.toasts).toEqual([])
    expect(core.stores.account.status).toBe('disconnected')
    await vi.advanceTimersByTimeAsync(0)
    expect(cancelConnect).toHaveBeenCalledWith('walletConnect')
  })
})
