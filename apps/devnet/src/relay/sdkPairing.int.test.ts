import net from 'node:net'
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { DEMO_PROJECT_ID } from '../projects'
import { disableHostedVerify, localSignClientOptions } from './localSignClient'
import { type RunningRelay, startRelay } from './startRelay'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']
const isLoopback = (host: string) => /^(127\.|localhost$|::1$|\[::1\]$)/.test(host)

// Every host the SDKs reach, by any road: fetch, the WebSocket they pick, and raw sockets.
const contacted: string[] = []
const restore: Array<() => void> = []
type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

let relay: RunningRelay
let dapp: SignClientInstance
let wallet: SignClientInstance

beforeAll(async () => {
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString())
    contacted.push(url.host)
    // Refuse at once, so a forgotten hosted call shows up as a failure and not as a stall.
    if (!isLoopback(url.hostname)) throw new TypeError(`blocked ${url.href}`)
    return realFetch(input, init)
  }) as typeof fetch
  class RecordingWebSocket extends WebSocket {
    constructor(url: string | URL, ...rest: unknown[]) {
      contacted.push(new URL(url.toString()).host)
      super(url, ...(rest as []))
    }
  }
  Object.assign(globalThis, { WebSocket: RecordingWebSocket })
  const realConnect = net.Socket.prototype.connect
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0] as { host?: string } | number
    contacted.push(typeof first === 'object' ? (first.host ?? 'localhost') : 'localhost')
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof realConnect
  // Under Vitest the SDK skips Verify (IS_VITEST); the test must see what a real run does.
  const isVitest = process.env.IS_VITEST
  process.env.IS_VITEST = 'false'
  restore.push(
    () => (globalThis.fetch = realFetch),
    () => Reflect.deleteProperty(globalThis, 'WebSocket'),
    () => (net.Socket.prototype.connect = realConnect),
    () => (process.env.IS_VITEST = isVitest),
  )

  relay = await startRelay({ port: 0, host: '127.0.0.1' })
  const init = async (prefix: string, name: string) => {
    const client = await SignClient.init({
      ...localSignClientOptions({
        relayUrl: relay.url,
        projectId: DEMO_PROJECT_ID,
        customStoragePrefix: prefix,
      }),
      metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    })
    disableHostedVerify(client)
    return client
  }
  dapp = await init('int-dapp', 'Int Dapp')
  wallet = await init('int-wallet', 'Int Wallet')
})

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    client?.core.heartbeat.stop()
    await client?.core.relayer.transportClose().catch(() => {})
  }
  for (const prefix of ['int-dapp', 'int-wallet']) {
    Reflect.deleteProperty(globalThis, `_walletConnectCore_${prefix}`)
  }
  await relay?.close()
  for (const undo of restore.reverse()) undo()
})

describe('official sign-client on both sides, through the local relay', () => {
  it('pairs, answers a request, carries an event and a disconnect, all on loopback', async () => {
    const started = Date.now()
    wallet.on('session_proposal', async ({ id, params }) => {
      expect(params.proposer.metadata.name).toBe('Int Dapp')
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:8453', 'eip155:42161'],
            accounts: [`eip155:8453:${ACCOUNT}`, `eip155:42161:${ACCOUNT}`],
            methods: METHODS,
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [string]
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed:${message}` } })
    })

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:8453', 'eip155:42161'],
          methods: METHODS,
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*expiryTimestamp=\d+/)
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:8453:${ACCOUNT}`)

    const signed = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:8453',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    })
    expect(signed).toBe('signed:0x68656c6c6f')

    const event = new Promise((resolve) => dapp.once('session_event', resolve))
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:42161',
      event: { name: 'chainChanged', data: 42161 },
    })
    expect(await event).toMatchObject({ params: { event: { name: 'chainChanged', data: 42161 } } })

    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toMatchObject({ topic: session.topic })
    expect(dapp.session.getAll()).toHaveLength(0)

    // Nothing waited on a hosted service (Verify alone would add 5 s a message in a browser).
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(contacted.length).toBeGreaterThan(0)
    expect(contacted.filter((host) => !isLoopback(host.replace(/:\d+$/, '')))).toEqual([])
  })
})
