import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { openNamedWallet } from './openNamedWallet'

const DEVNET = { id: 'dev.w3m.devnet-wallet', name: 'Devnet Wallet', rdns: 'dev.w3m.devnet-wallet' }

function core(explorerData: Array<{ id: string; name: string; rdns?: string }> = []) {
  const getWallets = vi.fn(async () => ({
    count: explorerData.length,
    data: explorerData.map((wallet) => ({ ...wallet, image_id: 'img' })),
  }))
  const test = createTestCore({
    explorer: { getWallets: getWallets as never },
    setup: (stores) => {
      stores.connectors.connectors = [{ ...DEVNET, type: 'ANNOUNCED', chain: 'eip155' }]
    },
  })
  return { core: test, getWallets }
}

describe('openNamedWallet (the wallet button)', () => {
  it('connects a wallet of the page by rdns at once: ConnectingExternal, no explorer call', async () => {
    const { core: test, getWallets } = core()
    expect(await openNamedWallet(test, { name: 'dev.w3m.devnet-wallet' })).toBe(true)
    expect(test.stores.modal.open).toBe(true)
    expect(test.stores.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'dev.w3m.devnet-wallet' },
    })
    expect(getWallets).not.toHaveBeenCalled()
  })

  it('reaches an explorer wallet the page has through its connector, one it lacks through WalletConnect', async () => {
    const installed = core([{ id: 'x1', name: 'Devnet Wallet', rdns: 'dev.w3m.devnet-wallet' }])
    await openNamedWallet(installed.core, { name: 'x1' })
    expect(installed.core.stores.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'dev.w3m.devnet-wallet', walletId: 'x1' },
    })
    const mobile = core([{ id: 'm1', name: 'Mobile Only' }])
    await openNamedWallet(mobile.core, { name: 'm1' })
    expect(mobile.core.stores.router.current).toEqual({
      view: 'ConnectingWalletConnect',
      params: { walletId: 'm1' },
    })
    expect(mobile.getWallets).toHaveBeenCalledWith({ include: ['m1'], entries: 1 })
  })

  it('opens the email form for email, and says no connector was found for an unknown name', async () => {
    const email = core()
    await openNamedWallet(email.core, { name: 'email' })
    expect(email.core.stores.router.current.view).toBe('Connect')
    expect(email.core.stores.modal.open).toBe(true)

    const unknown = core()
    expect(await openNamedWallet(unknown.core, { name: 'nobody.example' })).toBe(false)
    expect(unknown.getWallets).toHaveBeenCalledWith({ rdns: ['nobody.example'], entries: 1 })
    expect(unknown.core.stores.modal.open).toBe(false)
    expect(unknown.core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'No connector found for connection',
    ])
  })
})
