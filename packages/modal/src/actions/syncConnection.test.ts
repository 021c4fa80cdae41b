import type { GetConnectionReturnType } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import type { ModalEvent } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { openModal } from './router'
import { refreshAccountDetails, syncConnection, syncConnectors } from './syncConnection'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const disconnected = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  connector: undefined,
} as unknown as GetConnectionReturnType
const connected = (chainId: number) =>
  ({
    status: 'connected',
    address: ADDRESS,
    addresses: [ADDRESS],
    chainId,
    connector: { id: 'dev.w3m.devnet-wallet', name: 'Devnet Wallet' },
  }) as unknown as GetConnectionReturnType

function setup() {
  const getBalance = vi.fn(async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' }))
  const core = createTestCore({ evm: { getBalance } as never })
  core.blockchain = { getIdentity: async () => ({ name: 'dev.eth', avatar: null }) } as never
  const events: ModalEvent[] = []
  core.listeners.add((event) => events.push(event))
  return { core, events, getBalance }
}

describe('syncConnection', () => {
  it('fills the account and tells the host about a connection', async () => {
    const { core, events } = setup()
    syncConnection(core, { connection: connected(8453), previous: disconnected })
    expect(core.stores.account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:8453:${ADDRESS}`,
    })
    expect(events.map((event) => event.type)).toEqual([
      'connect',
      'account-change',
      'connections-change',
      'network-change',
    ])
    await vi.waitFor(() => expect(core.stores.account.balance).toBe('1'))
    expect(core.stores.account.profileName).toBe('dev.eth')
  })

  it('caches the native balance 30 s per chain and address; a forced refresh reads it afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { core, getBalance } = setup()
      syncConnection(core, { connection: connected(8453), previous: disconnected })
      await vi.waitFor(() => expect(core.stores.account.balance).toBe('1'))
      expect(getBalance).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(29_000)
      await refreshAccountDetails(core)
      expect(getBalance).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(2_000)
      await refreshAccountDetails(core)
      expect(getBalance).toHaveBeenCalledTimes(2)
      await refreshAccountDetails(core, { force: true })
      expect(getBalance).toHaveBeenCalledTimes(3)
      // Another chain has a balance of its own.
      syncConnection(core, { connection: connected(42161), previous: connected(8453) })
      await vi.waitFor(() => expect(getBalance).toHaveBeenCalledTimes(4))
      expect(getBalance).toHaveBeenLastCalledWith(ADDRESS, 42161)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a name registered with the API (/v1/profile/reverse) when the address has no identity name', async () => {
    const { core } = setup()
    const getReverseNames = vi.fn(async () => [{ name: 'visitor.reown.id' }])
    core.blockchain = {
      getIdentity: async () => ({ name: null, avatar: null }),
      getReverseNames,
    } as never
    syncConnection(core, { connection: connected(8453), previous: disconnected })
    await vi.waitFor(() => expect(core.stores.account.profileName).toBe('visitor.reown.id'))
    expect(getReverseNames).toHaveBeenCalledWith(ADDRESS)
  })

  it('opens UnsupportedChain for a wallet on an unconfigured chain, and closes once it leaves', () => {
    const { core, events } = setup()
    syncConnection(core, { connection: connected(1), previous: disconnected })
    expect(core.stores.modal.open).toBe(true)
    expect(core.stores.router.current.view).toBe('UnsupportedChain')
    expect(events.at(-1)).toEqual({
      type: 'network-change',
      detail: { chainId: 1, supported: false, namespace: 'eip155', caipNetworkId: 'eip155:1' },
    })
    syncConnection(core, { connection: connected(42161), previous: connected(1) })
    expect(core.stores.modal.open).toBe(false)
    expect(core.stores.chain.namespaces.eip155?.activeNetwork?.id).toBe(42161)
  })

  it('announces a disconnect only after a connection, and returns an open modal to Connect', () => {
    const { core, events } = setup()
    syncConnection(core, {
      connection: { ...disconnected, status: 'reconnecting' } as never,
      previous: undefined,
    })
    syncConnection(core, {
      connection: disconnected,
      previous: { ...disconnected, status: 'reconnecting' } as never,
    })
    expect(events).toEqual([])
    syncConnection(core, { connection: connected(8453), previous: disconnected })
    openModal(core.stores, 'Networks')
    syncConnection(core, { connection: disconnected, previous: connected(8453) })
    expect(events.map((event) => event.type)).toContain('disconnect')
    expect(core.stores.router.current.view).toBe('Connect')
    expect(core.stores.account.address).toBeUndefined()
  })

  it('lists announced wallets by rdns and the generic one only when none announced', () => {
    const { core } = setup()
    syncConnectors(core, {
      connectors: [
        { id: 'injected', name: 'Injected', type: 'injected' },
        {
          id: 'dev.w3m.devnet-wallet',
          name: 'Devnet Wallet',
          type: 'injected',
          rdns: 'dev.w3m.devnet-wallet',
          icon: 'data:,',
        },
      ],
    })
    expect(
      core.stores.connectors.connectors.map((connector) => [connector.id, connector.type]),
    ).toEqual([['dev.w3m.devnet-wallet', 'ANNOUNCED']])
  })
})
