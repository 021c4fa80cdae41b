import { describe, expect, it } from 'vitest'
import { frameSiwxRequest } from '../../actions/frameSiwx'
import { createFakeFrameClient } from '../../testing/fakeAuthRuntime'
import { arbitrum, base } from '../../utils/networks'
import { authConnector } from './authConnector'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup() {
  const client = createFakeFrameClient({
    getUser: (payload) => ({
      email: 'a@example.com',
      address: ADDRESS,
      chainId: (payload as { chainId: number }).chainId,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
    }),
    isConnected: () => ({ isConnected: true }),
    switchNetwork: (payload) => ({ chainId: (payload as { chainId: number }).chainId }),
  })
  const asked: unknown[] = []
  const emitted: unknown[] = []
  const connector = authConnector({
    getClient: async () => client,
    siwxRequest: (chainId) => frameSiwxRequest(chainId, 'Sign in.'),
    onUser: (_user, siwx) => asked.push(siwx),
  })({
    chains: [base, arbitrum],
    emitter: { emit: (...args: unknown[]) => emitted.push(args) },
    storage: null,
    transports: {},
    // biome-ignore lint/suspicious/noExplicitAny: the slice of wagmi's config the connector reads
  } as any)
  const userPayloads = () =>
    client.calls
      .filter((call) => call.name === 'getUser')
      .map((call) => call.payload as { chainId: number; siwxMessage?: { chainId: string } })
  return { connector, asked, userPayloads }
}

describe('authConnector and sign-in-with-X', () => {
  it('asks the frame to sign with the login and with a chain switch, never on a reconnect', async () => {
    const { connector, asked, userPayloads } = setup()
    await connector.connect({ chainId: 8453 })
    await connector.connect({ isReconnecting: true })
    await connector.switchChain?.({ chainId: 42161 })
    const payloads = userPayloads()
    expect(payloads.map((payload) => payload.siwxMessage?.chainId)).toEqual([
      'eip155:8453',
      undefined,
      'eip155:42161',
    ])
    // The request asked for goes with the user to the modal, which checks the answer against it.
    expect(asked).toEqual([payloads[0]?.siwxMessage, undefined, payloads[2]?.siwxMessage])
  })
})

describe('authConnector and an expired session', () => {
  function expiredSetup(isConnected: boolean | Error) {
    const client = createFakeFrameClient({
      // As the real client: a session the frame no longer knows drops the stored login.
      isConnected: () => {
        if (isConnected instanceof Error) throw isConnected
        if (!isConnected) client.storage.clearLogin()
        return { isConnected }
      },
    })
    client.storage.set('EMAIL_LOGIN_USED', 'true')
    let expired = 0
    const connector = authConnector({
      getClient: async () => client,
      onSessionExpired: () => expired++,
    })({
      chains: [base, arbitrum],
      emitter: { emit: () => undefined },
      storage: null,
      transports: {},
      // biome-ignore lint/suspicious/noExplicitAny: the slice of wagmi's config the connector reads
    } as any)
    return { connector, client, expired: () => expired }
  }

  it('reports a stored login the frame no longer knows once, and does not restore it', async () => {
    const { connector, client, expired } = expiredSetup(false)
    expect(await connector.isAuthorized()).toBe(false)
    await expect(connector.connect({ isReconnecting: true })).rejects.toThrow()
    expect(expired()).toBe(1)
    expect(client.storage.isLoginUsed()).toBe(false)
  })

  it('reports nothing for a valid session or an unreachable frame', async () => {
    const valid = expiredSetup(true)
    expect(await valid.connector.isAuthorized()).toBe(true)
    expect(valid.expired()).toBe(0)
    const down = expiredSetup(new Error('frame down'))
    expect(await down.connector.isAuthorized()).toBe(false)
    expect(down.expired()).toBe(0)
  })
})
