import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getConnection,
  http,
  reconnect,
} from '@wagmi/core'
import { arbitrum, base } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { createFakeSignClient, FAKE_ACCOUNT } from '../../testing/fakeSignClient'
import { walletConnect } from './index'

const sdk = vi.hoisted(() => ({
  imported: 0,
  inits: [] as Array<Record<string, unknown>>,
  client: undefined as unknown,
}))

vi.mock('@walletconnect/sign-client', () => {
  sdk.imported++
  return {
    SignClient: {
      init: async (options: Record<string, unknown>) => {
        sdk.inits.push(options)
        return sdk.client
      },
    },
  }
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('walletConnect connector', () => {
  it('loads the SDK only on connect, without telemetry or hosted Verify, and connects through wagmi', async () => {
    const fake = createFakeSignClient()
    const verify = { register: 'hosted', resolve: 'hosted' }
    sdk.client = { ...fake.client, core: { ...fake.client.core, verify } }
    const storage = memoryStorage()
    const makeConfig = () =>
      createConfig({
        chains: [base, arbitrum],
        connectors: [
          walletConnect({
            projectId: 'p1',
            relayUrl: 'ws://127.0.0.1:4150',
            metadata: { name: 'Demo', description: 'Demo', url: 'http://127.0.0.1', icons: [] },
            rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
          }),
        ],
        storage: createStorage({ key: 'test', storage }),
        transports: {
          [base.id]: http('http://127.0.0.1:8545'),
          [arbitrum.id]: http('http://127.0.0.1:8546'),
        },
      })
    const config = makeConfig()
    await reconnect(config)
    expect(sdk.imported).toBe(0)

    const connector = config.connectors[0]!
    const uris: unknown[] = []
    connector.emitter.on('message', (message) => uris.push(message))
    const connecting = connect(config, { connector })
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    expect(sdk.imported).toBe(1)
    expect(sdk.inits[0]).toMatchObject({
      relayUrl: 'ws://127.0.0.1:4150',
      telemetryEnabled: false,
      projectId: 'p1',
    })
    expect(typeof verify.register).toBe('function')
    expect(uris).toContainEqual(
      expect.objectContaining({ type: 'display_uri', data: fake.proposals[0]!.uri }),
    )
    fake.proposals[0]!.approve()
    expect(await connecting).toMatchObject({ accounts: [FAKE_ACCOUNT], chainId: 8453 })
    expect(getConnection(config).status).toBe('connected')

    // A reload: a fresh config over the same storage restores the SDK's session.
    const reloaded = makeConfig()
    await reconnect(reloaded)
    expect(getConnection(reloaded)).toMatchObject({ status: 'connected', address: FAKE_ACCOUNT })

    await disconnect(reloaded)
    expect(fake.disconnects).toHaveLength(1)
    expect(getConnection(reloaded).status).toBe('disconnected')
  })

  it('returns to disconnected when the wallet ends the session', async () => {
    const fake = createFakeSignClient()
    sdk.client = { ...fake.client, core: { ...fake.client.core, verify: {} } }
    const config = createConfig({
      chains: [base, arbitrum],
      connectors: [
        walletConnect({
          projectId: 'p1',
          relayUrl: 'ws://127.0.0.1:4150',
          metadata: { name: 'Demo', description: 'Demo', url: 'http://127.0.0.1', icons: [] },
          customStoragePrefix: 'second',
        }),
      ],
      storage: null,
      transports: {
        [base.id]: http('http://127.0.0.1:8545'),
        [arbitrum.id]: http('http://127.0.0.1:8546'),
      },
    })
    const connecting = connect(config, { connector: config.connectors[0]! })
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    const session = fake.proposals[0]!.approve()
    await connecting
    fake.emit('session_delete', { topic: session.topic })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('disconnected'))
  })
})
