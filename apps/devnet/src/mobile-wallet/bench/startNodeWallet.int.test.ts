import { SignClient } from '@walletconnect/sign-client'
import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID } from '../../projects'
import { disableHostedVerify, localSignClientOptions } from '../../relay/localSignClient'
import { type RunningRelay, startRelay } from '../../relay/startRelay'
import { startNodeWallet } from './startNodeWallet'

let relay: RunningRelay
let wallet: Awaited<ReturnType<typeof startNodeWallet>>
let dapp: Awaited<ReturnType<typeof SignClient.init>>

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  wallet = await startNodeWallet({
    relayUrl: relay.url,
    projectId: DEMO_PROJECT_ID,
    rpcUrls: { 8453: 'http://127.0.0.1:1', 42161: 'http://127.0.0.1:2' },
    name: 'int-node-wallet',
  })
  dapp = await SignClient.init({
    ...localSignClientOptions({
      relayUrl: relay.url,
      projectId: DEMO_PROJECT_ID,
      customStoragePrefix: 'int-node-dapp',
    }),
    metadata: { name: 'Dapp', description: 'Dapp', url: 'http://127.0.0.1', icons: [] },
  })
  disableHostedVerify(dapp)
})

afterAll(async () => {
  await wallet?.close()
  dapp?.core.heartbeat.stop()
  await dapp?.core.relayer.transportClose().catch(() => {})
  Reflect.deleteProperty(globalThis, '_walletConnectCore_int-node-dapp')
  await relay?.close()
})

const proposal = {
  optionalNamespaces: {
    eip155: {
      chains: ['eip155:8453', 'eip155:42161'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    },
  },
}

describe('startNodeWallet', () => {
  it('approves, signs with account #1, refuses in reject mode, and disconnects', async () => {
    const { uri, approval } = await dapp.connect(proposal)
    await wallet.pair(uri ?? '')
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:8453:${wallet.address}`)
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: 'eip155:8453',
      request: { method: 'personal_sign', params: ['0x6869', wallet.address] },
    })
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(wallet.address)
    wallet.setMode('reject')
    const refused = dapp
      .request({
        topic: session.topic,
        chainId: 'eip155:8453',
        request: { method: 'personal_sign', params: ['0x6869', wallet.address] },
      })
      .catch((error: { code: number }) => error.code)
    expect(await refused).toBe(4001)
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnectAll()
    expect(await deleted).toMatchObject({ topic: session.topic })
    const second = await dapp.connect(proposal)
    await wallet.pair(second.uri ?? '')
    await expect(second.approval()).rejects.toMatchObject({ code: 5000 })
  })
})
