import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createFrameHost, type FrameHandlers } from './host/createFrameHost'
import { frameEventSchema } from './schemas/events'
import { FRAME_REQUEST_NAMES, FRAME_REQUESTS, type FrameRequestName } from './schemas/requests'
import { createWindowPair, FRAME_ORIGIN, PAGE_ORIGIN } from './testing/createWindowPair'
import { createRandom, randomMessage } from './testing/fuzz'
import { setupBridge } from './testing/setupBridge'

const MESSAGES = 10_000

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** One valid request of each Solana method (docs/wire.md#solana-methods). */
const SOLANA_REQUESTS = [
  { method: 'solana_signMessage', params: { message: '3Bxs4h' }, chainNamespace: 'solana' },
  { method: 'solana_signTransaction', params: { transaction: '3Bxs4h' }, chainId: SOLANA },
  { method: 'solana_signAllTransactions', params: { transactions: ['3Bxs4h'] } },
  {
    method: 'solana_signAndSendTransaction',
    params: { transaction: '3Bxs4h', options: { skipPreflight: true, minContextSlot: 1 } },
    chainNamespace: 'solana',
    chainId: SOLANA,
  },
] as const

const RESULTS: Partial<Record<FrameRequestName, unknown>> = {
  GET_CHAIN_ID: { chainId: 8453 },
  GET_FARCASTER_URI: { url: 'https://f.example' },
  GET_SOCIAL_REDIRECT_URI: { uri: 'https://s.example' },
  IS_CONNECTED: { isConnected: true },
  RPC_REQUEST: '0x1',
  SWITCH_NETWORK: { chainId: 1 },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1] },
}
const VALID_REPLIES = [
  { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
  { type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x2' },
  { type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: { signature: '3Bxs4h' } },
  { type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: SOLANA } },
  { type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'fuzz' } },
  { type: '@w3m-frame/READY', payload: { version: 'x' } },
  { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } },
]
const VALID_REQUESTS = [
  { type: '@w3m-app/GET_CHAIN_ID' },
  { type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
  { type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_call', params: [] } },
  { type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } },
  { type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'light' } },
  { type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: SOLANA } },
  { type: '@w3m-app/GET_USER', payload: { chainId: SOLANA } },
  ...SOLANA_REQUESTS.map((payload) => ({ type: '@w3m-app/RPC_REQUEST', payload })),
  // Near misses: the right method with params the schema refuses.
  {
    type: '@w3m-app/RPC_REQUEST',
    payload: {
      method: 'solana_signMessage',
      params: { message: '0OIl' },
      chainNamespace: 'solana',
    },
  },
  {
    type: '@w3m-app/RPC_REQUEST',
    payload: {
      method: 'solana_signAndSendTransaction',
      params: { transaction: '3Bxs4h', options: { maxRetries: -1 } },
    },
  },
]

/** Captures the one message listener `target` gets, to call it directly and see what it throws. */
function captureListener(target: EventTarget) {
  let listener: ((event: MessageEvent) => void) | undefined
  const original = target.addEventListener.bind(target)
  vi.spyOn(target, 'addEventListener').mockImplementation((type, l) => {
    listener = l as (event: MessageEvent) => void
    original(type, l)
  })
  return (data: unknown, origin: string, source: unknown) =>
    listener!({ data, origin, source } as MessageEvent)
}

test(`page end: ${MESSAGES} random messages; nothing escapes and every pending request settles`, async () => {
  const held: Array<() => void> = []
  const hold = (name: FrameRequestName) => () =>
    new Promise((resolve) => held.push(() => resolve(RESULTS[name])))
  const handlers = Object.fromEntries(
    ['GET_CHAIN_ID', 'RPC_REQUEST', 'IS_CONNECTED', 'SWITCH_NETWORK', 'GET_FARCASTER_URI'].map(
      (n) => [n, hold(n as FrameRequestName)],
    ),
  ) as FrameHandlers
  const { client, page, frameWindow, sent } = setupBridge({ handlers })
  const deliver = captureListener(page)
  const started = client.start()
  await new Promise((resolve) => setTimeout(resolve, 520))
  await started

  const settled: boolean[] = []
  const malformed: unknown[] = []
  const track = (name: FrameRequestName, promise: Promise<unknown>) => {
    const index = settled.push(false) - 1
    promise.then(
      (value) => {
        settled[index] = true
        if (!FRAME_REQUESTS[name].result.safeParse(value).success) malformed.push(value)
      },
      () => (settled[index] = true),
    )
  }
  for (let i = 0; i < 20; i++) {
    track('GET_CHAIN_ID', client.getChainId())
    track(
      'RPC_REQUEST',
      client.rpcRequest({ method: i % 2 ? 'personal_sign' : 'eth_call', params: [] }),
    )
    track('IS_CONNECTED', client.isConnected({ token: 't' }))
    track('SWITCH_NETWORK', client.switchNetwork({ chainId: i % 3 ? 1 : SOLANA }))
    track('RPC_REQUEST', client.rpcRequest(SOLANA_REQUESTS[i % SOLANA_REQUESTS.length]!))
    track('GET_FARCASTER_URI', client.getFarcasterUri())
  }
  await new Promise((resolve) => setTimeout(resolve, 0))
  const liveIds = sent()
    .map((m) => m.id!)
    .filter(Boolean)
  expect(liveIds.length).toBeGreaterThanOrEqual(100)

  const random = createRandom(20261123)
  const origins = [FRAME_ORIGIN, FRAME_ORIGIN, PAGE_ORIGIN, 'https://evil.example', 'null']
  const sources = [frameWindow, frameWindow, page, {}, null]
  let escaped = 0
  for (let i = 0; i < MESSAGES; i++) {
    try {
      deliver(
        randomMessage(random, '@w3m-frame/', liveIds, VALID_REPLIES),
        random.pick(origins),
        random.pick(sources),
      )
    } catch {
      escaped++
    }
  }
  expect(escaped).toBe(0)
  for (const release of held) release()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(settled.filter((s) => !s)).toEqual([])
  expect(malformed).toEqual([]) // no request resolved with something the schema refuses
  client.destroy()
})

test(`frame end: ${MESSAGES} random messages; nothing escapes and nothing invalid reaches a handler`, async () => {
  const { page, frameWindow } = createWindowPair()
  const deliver = captureListener(frameWindow)
  const invalid: string[] = []
  let calls = 0
  const handlers = Object.fromEntries(
    FRAME_REQUEST_NAMES.map((name) => [
      name,
      (payload: unknown) => {
        calls++
        const schema = FRAME_REQUESTS[name].payload
        if (!schema.safeParse(payload).success) invalid.push(name)
        return RESULTS[name]
      },
    ]),
  ) as FrameHandlers
  createFrameHost({
    window: frameWindow as unknown as Window,
    allowedParentOrigins: [PAGE_ORIGIN],
    parentOrigin: PAGE_ORIGIN,
    version: '1',
    handlers,
  })

  const random = createRandom(7)
  const origins = [PAGE_ORIGIN, PAGE_ORIGIN, FRAME_ORIGIN, 'https://evil.example']
  const sources = [page, page, frameWindow, {}]
  let escaped = 0
  for (let i = 0; i < MESSAGES; i++) {
    try {
      deliver(
        randomMessage(random, '@w3m-app/', ['a', 'b'], VALID_REQUESTS),
        random.pick(origins),
        random.pick(sources),
      )
    } catch {
      escaped++
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(escaped).toBe(0)
  expect(invalid).toEqual([])
  expect(calls).toBeGreaterThan(100) // the valid ones did get through
  // Whatever the host answered is itself a valid frame event.
  const replies = page.posted.map((p) => p.message)
  expect(replies.length).toBeGreaterThan(calls)
  expect(replies.filter((r) => !frameEventSchema.safeParse(r).success)).toEqual([])
  expect(page.posted.every((p) => p.targetOrigin === PAGE_ORIGIN)).toBe(true)
})
