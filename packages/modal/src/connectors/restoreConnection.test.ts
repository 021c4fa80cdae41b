import { createConfig, createConnector, createStorage, getConnection, http } from '@wagmi/core'
import { base } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { createRestore } from './restoreConnection'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const WALLET_ID = 'dev.w3m.devnet-wallet'
const STORED = JSON.stringify({
  state: {
    connections: {
      __type: 'Map',
      value: [
        [
          'uid-1',
          {
            accounts: [ADDRESS],
            chainId: base.id,
            connector: { id: WALLET_ID, name: 'Devnet Wallet', type: 'injected', uid: 'uid-1' },
          },
        ],
      ],
    },
    chainId: base.id,
    current: 'uid-1',
  },
  version: 3,
})

/** A wallet connector as an announced wallet gives wagmi; `authorized` is what the wallet says. */
const wallet = (authorized: { value: boolean }) =>
  createConnector(() => ({
    id: WALLET_ID,
    name: 'Devnet Wallet',
    type: 'injected',
    async setup() {},
    async connect() {
      if (!authorized.value) throw new Error('not authorised')
      return { accounts: [ADDRESS], chainId: base.id } as never
    },
    async disconnect() {},
    async getAccounts() {
      return [ADDRESS]
    },
    async getChainId() {
      return base.id
    },
    async getProvider() {
      return {}
    },
    async isAuthorized() {
      return authorized.value
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))

/** A wagmi config over a storage holding the last visit's connection, with no wallet announced yet. */
function setup() {
  const memory = new Map<string, string>([
    ['w3m.wagmi.store', STORED],
    ['w3m.wagmi.recentConnectorId', JSON.stringify(WALLET_ID)],
  ])
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  }
  const config = createConfig({
    chains: [base],
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: 'w3m.wagmi', storage }),
    transports: { [base.id]: http('http://127.0.0.1:1') },
  })
  const announce = (authorized = { value: true }) => {
    const connector = config._internal.connectors.setup(wallet(authorized))
    config._internal.connectors.setState((list) => [...list, connector])
  }
  const storedAccounts = () =>
    (JSON.parse(memory.get('w3m.wagmi.store') ?? '{}') as { state: { connections: { value: [] } } })
      .state.connections.value.length
  return { config, announce, storedAccounts }
}

describe('restoring the stored connection', () => {
  it('waits for a wallet that announces itself after the restore began', async () => {
    const { config, announce } = setup()
    const restoring = createRestore(config, 10_000)()
    await vi.waitFor(() => expect(config.state.status).toBe('reconnecting'))
    announce()
    const restored = await restoring
    expect(restored.map((entry) => entry.accounts[0])).toEqual([ADDRESS])
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('keeps the stored connection when the wallet never came, and restores once it does', async () => {
    const { config, announce, storedAccounts } = setup()
    expect(await createRestore(config, 10)()).toEqual([])
    expect(config.state.status).toBe('disconnected')
    expect(storedAccounts()).toBe(1)
    announce()
    await vi.waitFor(() => expect(config.state.status).toBe('connected'))
    expect(getConnection(config).address).toBe(ADDRESS)
  })

  it('forgets the stored connection when the wallet says the session is gone', async () => {
    const { config, announce, storedAccounts } = setup()
    announce({ value: false })
    expect(await createRestore(config, 10)()).toEqual([])
    expect(config.state.status).toBe('disconnected')
    expect(storedAccounts()).toBe(0)
  })
})
