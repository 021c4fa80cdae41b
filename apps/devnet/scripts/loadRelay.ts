/**
 * Load on the devnet relay: N pairings (a dapp socket and a wallet socket on a topic of their
 * own, both subscribed), then M messages published across them, each timed from publish to the
 * other side's push. Counts lost messages (published, never pushed within 30 s). The real relay
 * on a loopback port; prints a table for docs/reliability.md.
 *   pnpm load:relay                  # 1,000 pairings, 10,000 messages
 *   pnpm load:relay 100 1000      # a small run
 */
import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import { heapMb, load1, row, rssMb, runBounded, TABLE_HEAD } from '../../../scripts/load/stats'
import { startRelay } from '../src/relay/startRelay'

const [pairings = 1_000, messages = 10_000] = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number)
const DELIVERY_WAIT_MS = 30_000

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwtFor = (iss: string) =>
  `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'load', exp: 4_000_000_000 })}.c2ln`

/** A raw relay client: JSON-RPC requests by id, pushes acknowledged and handed to `onPush`. */
async function connect(url: string, onPush: (message: string) => void) {
  const ws = new WebSocket(
    `${url}/?auth=${jwtFor(`did:key:${randomBytes(8).toString('hex')}`)}&projectId=load&ua=load`,
  )
  const pending = new Map<
    number,
    (frame: { result?: unknown; error?: { message: string } }) => void
  >()
  let nextId = 1
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    if (frame.method === 'irn_subscription') {
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      onPush(frame.params.data.message)
      return
    }
    pending.get(frame.id)?.(frame)
    pending.delete(frame.id)
  })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  return {
    ws,
    request: (method: string, params: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        const id = nextId++
        pending.set(id, (frame) =>
          frame.error ? reject(new Error(frame.error.message)) : resolve(frame.result),
        )
        ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
  }
}

const relay = await startRelay({ port: 0, host: '127.0.0.1' })
const sockets: WebSocket[] = []
try {
  const memoryBefore = rssMb()
  const heapBefore = heapMb()
  const loadBefore = load1()
  const sentAt = new Map<string, number>()
  const deliveries: number[] = []
  const onPush = (message: string) => {
    const at = sentAt.get(message)
    if (at === undefined) return
    deliveries.push(performance.now() - at)
    sentAt.delete(message)
  }
  type Pair = { dapp: Awaited<ReturnType<typeof connect>>; topic: string }
  const pairs: Pair[] = []
  const pairRun = await runBounded(pairings, 200, async () => {
    const topic = randomBytes(32).toString('hex')
    const dapp = await connect(relay.url, onPush)
    const wallet = await connect(relay.url, onPush)
    sockets.push(dapp.ws, wallet.ws)
    await Promise.all([
      dapp.request('irn_subscribe', { topic }),
      wallet.request('irn_subscribe', { topic }),
    ])
    pairs.push({ dapp, topic })
  })
  const publishRun = await runBounded(messages, 200, async (index) => {
    const pair = pairs[index % pairs.length]
    if (!pair) throw new Error('no pairing')
    const message = `m${index}-${randomBytes(6).toString('hex')}`
    sentAt.set(message, performance.now())
    await pair.dapp.request('irn_publish', { topic: pair.topic, message, ttl: 300, tag: 1108 })
  })
  const deadline = Date.now() + DELIVERY_WAIT_MS
  while (sentAt.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  const lost = sentAt.size
  const memoryAfter = rssMb()
  const heapLoaded = heapMb()
  // Memory flat: once every socket has closed, the relay's heap is back where it started.
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          ws.once('close', resolve)
          ws.close()
        }),
    ),
  )
  const heapAfter = heapMb()
  console.log(`relay, load average ${loadBefore} → ${load1()} (2 cores)`)
  console.log(
    `heap after GC: ${heapBefore} MB before, ${heapLoaded} MB with every socket open, ${heapAfter} MB once they closed`,
  )
  for (const line of [
    ...TABLE_HEAD,
    row(
      `${pairings} pairings (2 sockets, 2 subscriptions each)`,
      pairRun,
      `${sockets.length} sockets open`,
    ),
    row(`${messages} publishes (200 at once)`, publishRun, 'publish → relay ack'),
    row(
      `${messages} deliveries`,
      {
        latencies: deliveries,
        errors: Array.from({ length: lost }, () => 'lost'),
        wallMs: publishRun.wallMs,
      },
      `publish → push to the other side; ${lost} lost; RSS ${memoryBefore} → ${memoryAfter} MB`,
    ),
  ])
    console.log(line)
  if (pairRun.errors.length + publishRun.errors.length + lost > 0) {
    console.error(`errors: ${[...pairRun.errors, ...publishRun.errors][0] ?? `${lost} lost`}`)
    process.exitCode = 1
  }
} finally {
  for (const ws of sockets) ws.terminate()
  await relay.close()
}
