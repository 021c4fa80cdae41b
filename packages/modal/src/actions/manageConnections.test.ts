import { type Config, connect, createConfig, injected } from '@wagmi/core'
import { custom, type EIP1193RequestFn } from 'viem'
import { describe, expect, it } from 'vitest'
import { bindEvm } from '../app/startCore'
import { createEvmAdapter } from '../connectors/createEvmAdapter'
import type { ModalEvent } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { readChosenAccounts } from '../utils/chosenAccounts'
import { base } from '../utils/networks'
import { finishConnect } from './connectionList'
import {
  addWallet,
  disconnectAll,
  disconnectConnection,
  switchAccount,
  switchConnection,
} from './manageConnections'
import { openModal, pushView } from './router'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const CAROL = '0x3333333333333333333333333333333333333333'

/** A wallet in the page with one account; `lock()` is the wallet ending the session itself. */
function pageWallet(address: string, ...more: string[]) {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  let accounts = [address, ...more]
  const request = (async ({ method }: { method: string }) => {
    if (method === 'eth_chainId') return '0x2105'
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return accounts
    if (method === 'eth_getBalance') return '0xde0b6b3a7640000'
    if (method === 'wallet_revokePermissions') return null
    throw new Error(`unexpected ${method}`)
  }) as unknown as EIP1193RequestFn
  return {
    provider: {
      request,
      on: (event: string, listener: (value: unknown) => void) => {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)?.add(listener)
      },
      removeListener: (event: string, listener: (value: unknown) => void) =>
        listeners.get(event)?.delete(listener),
    },
    lock() {
      accounts = []
      for (const listener of listeners.get('accountsChanged') ?? []) listener([])
    },
  }
}

/** A core bound (as startCore binds it) to a wagmi with two wallets in the page, both connected. */
async function twoWallets(bobShares: string[] = []) {
  const alice = pageWallet(ALICE)
  const bob = pageWallet(BOB, ...bobShares)
  const config: Config = createConfig({
    chains: [base],
    connectors: [
      injected({
        target: () => ({ id: 'alice', name: 'Alice Wallet', provider: alice.provider as never }),
      }),
      injected({
        target: () => ({ id: 'bob', name: 'Bob Wallet', provider: bob.provider as never }),
      }),
    ],
    transports: { [base.id]: custom(alice.provider) },
    storage: null,
  })
  const core = createTestCore({ offline: true })
  core.reconnected = true
  core.evm = createEvmAdapter({ networks: [base], rpcUrls: {}, wagmiConfig: config })
  const events: ModalEvent[] = []
  core.listeners.add((event) => events.push(event))
  const unbind = bindEvm(core, core.evm)
  const [first, second] = config.connectors
  if (!first || !second) throw new Error('no connectors')
  await connect(config, { connector: first })
  await connect(config, { connector: second })
  return { core, events, alice, bob, unbind }
}

describe('several connections at once', () => {
  it('lists every connection, the last connected one active, and Account follows it', async () => {
    const { core, events } = await twoWallets()
    const { connections, account } = core.stores
    expect(connections.connections.map((entry) => [entry.connectorId, entry.active])).toEqual([
      ['alice', false],
      ['bob', true],
    ])
    expect(connections.connections[0]).toMatchObject({
      name: 'Alice Wallet',
      namespace: 'eip155',
      chainId: 8453,
      accounts: [{ address: ALICE }],
    })
    expect(account.address).toBe(BOB)
    expect(connections.activeConnectorId).toBe('bob')
    const last = events.filter((event) => event.type === 'connections-change').at(-1)
    expect(last?.type === 'connections-change' && last.detail.connections).toHaveLength(2)
  })

  it('switching makes another connection active and tells the host of the account change', async () => {
    const { core, events } = await twoWallets()
    events.length = 0
    expect(await switchConnection(core, { connectorId: 'alice' })).toBe(true)
    expect(core.stores.account.address).toBe(ALICE)
    expect(core.stores.connections.connections.find((entry) => entry.active)?.connectorId).toBe(
      'alice',
    )
    expect(events).toContainEqual({
      type: 'account-change',
      detail: { address: ALICE, namespace: 'eip155', caipAddress: `eip155:8453:${ALICE}` },
    })
    expect(events.map((event) => event.type)).not.toContain('disconnect')
  })

  it('a switch that fails says so and keeps the active connection', async () => {
    const { core } = await twoWallets()
    core.stores.connections.connections[0] = {
      ...core.stores.connections.connections[0],
      connectorId: 'gone',
      name: 'Gone Wallet',
      accounts: [],
    }
    expect(await switchConnection(core, { connectorId: 'gone' })).toBe(false)
    expect(core.stores.connections.manageError).toEqual({
      message: 'Failed to switch wallet',
      wallet: 'Gone Wallet',
    })
    expect(core.stores.toast.toasts.at(-1)?.variant).toBe('error')
    expect(core.stores.account.address).toBe(BOB)
  })

  it('disconnecting the active one keeps the other, now active, without a toast', async () => {
    const { core, events } = await twoWallets()
    events.length = 0
    expect(await disconnectConnection(core, { connectorId: 'bob' })).toBe(true)
    expect(core.stores.connections.connections.map((entry) => entry.connectorId)).toEqual(['alice'])
    expect(core.stores.account.address).toBe(ALICE)
    expect(core.stores.account.status).toBe('connected')
    expect(events.map((event) => event.type)).not.toContain('disconnect')
    expect(core.stores.toast.toasts).toEqual([])
  })

  it('a wallet that ends its own session leaves the others and says so in a toast', async () => {
    const { core, alice } = await twoWallets()
    alice.lock()
    await expect
      .poll(() => core.stores.connections.connections.map((entry) => entry.connectorId))
      .toEqual(['bob'])
    expect(core.stores.account.address).toBe(BOB)
    expect(core.stores.toast.toasts.at(-1)?.message).toBe(
      'Alice Wallet disconnected itself; your other wallets stay connected',
    )
  })

  it('disconnect all leaves nothing connected, closes the modal and tells the host once', async () => {
    const { core, events } = await twoWallets()
    openModal(core.stores, 'ProfileWallets')
    events.length = 0
    expect(await disconnectAll(core)).toBe(true)
    expect(core.stores.connections.connections).toEqual([])
    expect(core.stores.account.address).toBeUndefined()
    expect(core.stores.modal.open).toBe(false)
    expect(events.filter((event) => event.type === 'disconnect')).toHaveLength(1)
    expect(core.stores.toast.toasts).toEqual([])
  })
})

describe('Add wallet', () => {
  it('goes to Connect over ProfileWallets, and a connect there returns to ProfileWallets', () => {
    const core = createTestCore({ connected: true })
    openModal(core.stores, 'Account')
    pushView(core.stores, 'ProfileWallets')
    addWallet(core)
    expect(core.stores.router.current.view).toBe('Connect')
    finishConnect(core.stores)
    expect(core.stores.modal.open).toBe(true)
    expect(core.stores.router.history.map((entry) => entry.view)).toEqual([
      'Account',
      'ProfileWallets',
    ])
  })

  it('a connect from plain Connect closes the modal as before', () => {
    const core = createTestCore()
    openModal(core.stores, 'Connect')
    finishConnect(core.stores)
    expect(core.stores.modal.open).toBe(false)
  })
})

describe('several accounts in one connection', () => {
  it('lists them; Use makes another the one in use, and the host hears the account change', async () => {
    const { core, events } = await twoWallets([CAROL])
    const bob = core.stores.connections.connections.find((entry) => entry.connectorId === 'bob')
    expect(bob?.accounts).toEqual([{ address: BOB }, { address: CAROL }])
    expect(core.stores.account.address).toBe(BOB)
    events.length = 0
    expect(switchAccount(core, { connectorId: 'bob', address: CAROL })).toBe(true)
    expect(core.stores.account.address).toBe(CAROL)
    expect(core.stores.account.caipAddress).toBe(`eip155:8453:${CAROL}`)
    expect(events).toContainEqual({
      type: 'account-change',
      detail: { address: CAROL, namespace: 'eip155', caipAddress: `eip155:8453:${CAROL}` },
    })
    expect(events.map((event) => event.type)).not.toContain('disconnect')
    // Back to the first.
    expect(switchAccount(core, { connectorId: 'bob', address: BOB })).toBe(true)
    expect(core.stores.account.address).toBe(BOB)
  })

  it('keeps the choice in storage for the next visit, and forgets it when the wallet leaves', async () => {
    const { core } = await twoWallets([CAROL])
    const stored = new Map<string, string>()
    core.storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    } as Storage
    expect(switchAccount(core, { connectorId: 'bob', address: CAROL })).toBe(true)
    expect(readChosenAccounts(core.storage)).toEqual({ bob: CAROL })
    expect(await disconnectConnection(core, { connectorId: 'bob' })).toBe(true)
    expect(readChosenAccounts(core.storage)).toEqual({})
  })

  it('an account of another connection, or one not shared, is refused and nothing changes', async () => {
    const { core } = await twoWallets([CAROL])
    expect(switchAccount(core, { connectorId: 'alice', address: ALICE })).toBe(false)
    expect(switchAccount(core, { connectorId: 'bob', address: ALICE })).toBe(false)
    expect(core.stores.connections.manageError).toEqual({
      message: 'Failed to switch wallet',
      wallet: 'Bob Wallet',
    })
    expect(core.stores.account.address).toBe(BOB)
  })
})
