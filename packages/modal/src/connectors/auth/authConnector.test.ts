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
