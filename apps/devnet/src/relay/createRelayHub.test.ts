import { describe, expect, it } from 'vitest'
import { createRelayHub } from './createRelayHub'

type Frame = {
  id: number | string | null
  method?: string
  result?: unknown
  error?: { code: number }
  params?: { id: string; data: { topic: string; message: string; publishedAt: number } }
}

function setup() {
  let clock = 1_700_000_000_000
  const hub = createRelayHub({ now: () => clock })
  const client = (clientId: string) => {
    const raw: string[] = []
    const session = hub.attach({ clientId, send: (text) => raw.push(text) })
    let nextId = 1
    return {
      raw,
      frames: () => raw.map((text) => JSON.parse(text) as Frame),
      pushes: () => raw.map((t) => JSON.parse(t) as Frame).filter((f) => f.method),
      call: (method: string, params: unknown) =>
        session.handle(JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params })),
      ackAll() {
        for (const push of this.pushes()) {
          session.handle(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
        }
      },
      session,
    }
  }
  return { hub, client, tick: (ms: number) => (clock += ms) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createRelayHub', () => {
  it('delivers a publish to subscribers of the topic, never back to its publisher', async () => {
    const { client } = setup()
    const dapp = client('did:key:dapp')
    const wallet = client('did:key:wallet')
    dapp.call('irn_subscribe', { topic: 't1' })
    wallet.call('irn_subscribe', { topic: 't1' })
    dapp.call('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 1100 })
    await flush()
    expect(wallet.pushes().map((p) => p.params?.data.message)).toEqual(['hello'])
    expect(dapp.pushes()).toEqual([])
    expect(dapp.frames().at(-1)).toMatchObject({ id: 2, result: true })
  })

  it('keeps messages for a subscriber that joins later, until acknowledged', async () => {
    const { client } = setup()
    const dapp = client('did:key:dapp')
    dapp.call('irn_publish', { topic: 't1', message: 'm1', ttl: 300 })
    const wallet = client('did:key:wallet')
    wallet.call('irn_subscribe', { topic: 't1' })
    await flush()
    const [push] = wallet.pushes()
    expect(push?.params?.data).toMatchObject({ topic: 't1', message: 'm1' })
    // The answer to subscribe goes out before the stored message.
    expect(wallet.frames()[0]).toMatchObject({ id: 1, result: expect.any(String) })
    wallet.ackAll()
    const again = client('did:key:wallet')
    again.call('irn_subscribe', { topic: 't1' })
    await flush()
    expect(again.pushes()).toEqual([])
  })

  it('drops messages once their TTL has passed', async () => {
    const { client, tick } = setup()
    client('did:key:dapp').call('irn_publish', { topic: 't1', message: 'short', ttl: 10 })
    tick(11_000)
    const wallet = client('did:key:wallet')
    wallet.call('irn_subscribe', { topic: 't1' })
    wallet.call('irn_batchFetchMessages', { topics: ['t1'] })
    await flush()
    expect(wallet.pushes()).toEqual([])
    expect(wallet.frames()[1]?.result).toEqual({ messages: [], hasMore: false })
  })

  it('serves the batch methods and the session shortcuts', async () => {
    const { client, hub } = setup()
    const dapp = client('did:key:dapp')
    const wallet = client('did:key:wallet')
    dapp.call('irn_batchSubscribe', { topics: ['pairing', 'other'] })
    expect(dapp.frames()[0]?.result).toHaveLength(2)
    dapp.call('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'prop', ttl: 300 })
    wallet.call('irn_batchFetchMessages', { topics: ['pairing'] })
    expect(wallet.frames()[0]?.result).toMatchObject({
      messages: [{ topic: 'pairing', message: 'prop' }],
      hasMore: false,
    })
    wallet.call('wc_approveSession', {
      sessionTopic: 'session',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(hub.subscriberCount('session')).toBe(1)
    dapp.call('irn_subscribe', { topic: 'session' })
    await flush()
    expect(dapp.pushes().map((p) => p.params?.data.message)).toEqual(['resp', 'settle'])
    wallet.call('irn_batchPublish', { messages: [{ topic: 'session', message: 'b1', ttl: 60 }] })
    expect(dapp.pushes().map((p) => p.params?.data.message)).toContain('b1')
    dapp.call('irn_batchUnsubscribe', { subscriptions: [{ topic: 'session', id: 'x' }] })
    dapp.call('irn_unsubscribe', { topic: 'pairing' })
    expect(hub.subscriberCount('session')).toBe(1)
    expect(hub.subscriberCount('pairing')).toBe(0)
    wallet.session.close()
    expect(hub.subscriberCount('session')).toBe(0)
  })

  it('echoes raw ids above 2^53 and answers bad frames with JSON-RPC errors', () => {
    const { client } = setup()
    const c = client('did:key:c')
    c.session.handle(
      '{"id":1732000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    c.session.handle('not json')
    c.session.handle('{"id":9,"jsonrpc":"2.0","method":"irn_nope","params":{}}')
    c.session.handle('{"id":10,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t"}}')
    expect(c.raw[0]).toMatch(/^\{"id":1732000000000000123,/)
    expect(
      c
        .frames()
        .slice(1)
        .map((f) => f.error?.code),
    ).toEqual([-32700, -32601, -32602])
  })
})
