import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type RunningRelay, startRelay } from './startRelay'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwtFor = (iss: string) =>
  `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'x', exp: 4_000_000_000 })}.c2ln`

type Client = {
  ws: WebSocket
  frames: string[]
  pings: number
  request(id: string, method: string, params: unknown): Promise<string>
  nextPush(): Promise<{ id: number; params: { data: { topic: string; message: string } } }>
}

let relay: RunningRelay
const sockets: WebSocket[] = []

beforeEach(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', pingIntervalMs: 100 })
})
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate()
  await relay.close()
})

async function connect(clientId: string): Promise<Client> {
  const ws = new WebSocket(`${relay.url}/?auth=${jwtFor(clientId)}&projectId=p&ua=test`)
  sockets.push(ws)
  const client: Client = {
    ws,
    frames: [],
    pings: 0,
    request: (id, method, params) =>
      new Promise((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          const text = data.toString()
          if (!text.startsWith(`{"id":${id},`) || text.includes('"method"')) return
          ws.off('message', onMessage)
          resolve(text)
        }
        ws.on('message', onMessage)
        ws.send(
          `{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`,
        )
      }),
    nextPush: () =>
      new Promise((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          const frame = JSON.parse(data.toString())
          if (frame.method !== 'irn_subscription') return
          ws.off('message', onMessage)
          ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
          resolve(frame)
        }
        ws.on('message', onMessage)
      }),
  }
  ws.on('message', (data) => client.frames.push(data.toString()))
  ws.on('ping', () => client.pings++)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  return client
}

const pushCount = (c: Client) => c.frames.filter((f) => f.includes('"irn_subscription"')).length
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startRelay', () => {
  it('answers /health, refuses a socket without auth, and pings', async () => {
    const health = await fetch(`${relay.url.replace('ws:', 'http:')}/health`)
    expect(await health.text()).toBe('ok')
    const refused = new WebSocket(`${relay.url}/?projectId=p`)
    // Closing a socket that never opened emits an error; it is the expected end of this one.
    refused.on('error', () => {})
    sockets.push(refused)
    const status = await new Promise((resolve) =>
      refused.once('unexpected-response', (_, res) => resolve(res.statusCode)),
    )
    expect(status).toBe(401)
    const client = await connect('did:key:pinged')
    await sleep(350)
    expect(client.pings).toBeGreaterThanOrEqual(2)
  })

  it('echoes ids above 2^53 and pushes a publish to the other subscriber only', async () => {
    const dapp = await connect('did:key:dapp')
    const wallet = await connect('did:key:wallet')
    const big = '1732000000000000123'
    expect(await wallet.request(big, 'irn_subscribe', { topic: 'T' })).toMatch(
      new RegExp(`^\\{"id":${big},"jsonrpc":"2.0","result":"[0-9a-f]{64}"\\}$`),
    )
    await dapp.request('2', 'irn_subscribe', { topic: 'T' })
    const push = wallet.nextPush()
    expect(
      await dapp.request('18446744073709551615', 'irn_publish', {
        topic: 'T',
        message: 'hi',
        ttl: 300,
        tag: 1,
      }),
    ).toBe('{"id":18446744073709551615,"jsonrpc":"2.0","result":true}')
    expect((await push).params.data).toMatchObject({ topic: 'T', message: 'hi' })
    await sleep(50)
    expect(pushCount(dapp)).toBe(0)
  })

  it('delivers stored messages to a late subscriber and to batch fetches, until TTL', async () => {
    const dapp = await connect('did:key:dapp')
    await dapp.request('1', 'irn_batchPublish', {
      messages: [
        { topic: 'A', message: 'a1', ttl: 300 },
        { topic: 'B', message: 'b1', ttl: 1 },
      ],
    })
    await dapp.request('2', 'wc_proposeSession', {
      pairingTopic: 'P',
      sessionProposal: 'prop',
      ttl: 300,
    })
    const wallet = await connect('did:key:wallet')
    const late = wallet.nextPush()
    expect(await wallet.request('3', 'irn_batchSubscribe', { topics: ['A'] })).toMatch(
      /"result":\["[0-9a-f]{64}"\]/,
    )
    expect((await late).params.data.message).toBe('a1')
    const fetched = JSON.parse(
      await wallet.request('4', 'irn_batchFetchMessages', { topics: ['P'] }),
    )
    expect(fetched.result).toMatchObject({
      messages: [{ topic: 'P', message: 'prop' }],
      hasMore: false,
    })
    await sleep(1100)
    const expired = JSON.parse(
      await wallet.request('5', 'irn_batchFetchMessages', { topics: ['B'] }),
    )
    expect(expired.result).toEqual({ messages: [], hasMore: false })
  })

  it('approves a session: publishes both halves and subscribes the wallet', async () => {
    const dapp = await connect('did:key:dapp')
    const wallet = await connect('did:key:wallet')
    await dapp.request('1', 'irn_subscribe', { topic: 'P' })
    const response = dapp.nextPush()
    await wallet.request('2', 'wc_approveSession', {
      sessionTopic: 'S',
      pairingTopic: 'P',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect((await response).params.data.message).toBe('resp')
    const settle = dapp.nextPush()
    await dapp.request('3', 'irn_subscribe', { topic: 'S' })
    expect((await settle).params.data.message).toBe('settle')
    const toWallet = wallet.nextPush()
    await dapp.request('4', 'irn_publish', { topic: 'S', message: 'req', ttl: 300 })
    expect((await toWallet).params.data.message).toBe('req')
  })

  it('stops pushing after unsubscribe, batch unsubscribe and close', async () => {
    const dapp = await connect('did:key:dapp')
    const wallet = await connect('did:key:wallet')
    await wallet.request('1', 'irn_batchSubscribe', { topics: ['X', 'Y', 'Z'] })
    expect(await wallet.request('2', 'irn_unsubscribe', { topic: 'X', id: 'i' })).toContain(
      '"result":true',
    )
    expect(
      await wallet.request('3', 'irn_batchUnsubscribe', {
        subscriptions: [{ topic: 'Y', id: 'i' }],
      }),
    ).toContain('"result":true')
    await dapp.request('4', 'irn_publish', { topic: 'X', message: 'x', ttl: 60 })
    await dapp.request('5', 'irn_publish', { topic: 'Y', message: 'y', ttl: 60 })
    await sleep(50)
    expect(pushCount(wallet)).toBe(0)
    wallet.ws.close()
    await sleep(50)
    await dapp.request('6', 'irn_publish', { topic: 'Z', message: 'z', ttl: 60 })
    // The stored message waits for the wallet's next socket.
    const again = await connect('did:key:wallet')
    const push = again.nextPush()
    await again.request('7', 'irn_subscribe', { topic: 'Z' })
    expect((await push).params.data.message).toBe('z')
  })

  it('fault switch: refuses upgrades, swallows or holds publishes, cuts every socket', async () => {
    relay.faults.add({ kind: 'refuse', count: 1, delayMs: 0 })
    const refused = new WebSocket(`${relay.url}/?auth=${jwtFor('did:key:r')}&projectId=p`)
    refused.on('error', () => {})
    sockets.push(refused)
    const status = await new Promise((resolve) =>
      refused.once('unexpected-response', (_, res) => resolve(res.statusCode)),
    )
    expect(status).toBe(503)
    // Worn off after one: the next socket opens.
    const dapp = await connect('did:key:dapp')
    const wallet = await connect('did:key:wallet')
    await wallet.request('1', 'irn_subscribe', { topic: 'F' })

    relay.faults.add({ kind: 'drop-publish', count: 1, delayMs: 0 })
    const unanswered = dapp.request('2', 'irn_publish', { topic: 'F', message: 'lost', ttl: 60 })
    const held = wallet.nextPush()
    relay.faults.add({ kind: 'delay-publish', count: 1, delayMs: 200 })
    const started = Date.now()
    await dapp.request('3', 'irn_publish', { topic: 'F', message: 'late', ttl: 60 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    // The swallowed publish was never stored nor pushed: the first push is the held one.
    expect((await held).params.data.message).toBe('late')
    expect(await Promise.race([unanswered, sleep(100).then(() => 'no answer')])).toBe('no answer')

    const closed = Promise.all(
      [dapp, wallet].map((c) => new Promise((resolve) => c.ws.once('close', resolve))),
    )
    expect(relay.faults.add({ kind: 'drop', count: 1, delayMs: 0 })).toEqual({
      kind: 'drop',
      dropped: 2,
    })
    await closed
    expect(relay.faults.list()).toEqual([])
  })
})
