import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createRelayFaults, type RelayFaults } from './createRelayFaults'
import { createRelayHub, type RelayHubOptions } from './createRelayHub'
import { readRelayAuth } from './readRelayAuth'

/** The SDKs treat a socket without a ping for 30 s as stalled; the relay pings twice as often. */
export const RELAY_PING_INTERVAL_MS = 15_000
/** Expired messages are dropped on every touch of their topic, and all of them this often. */
const PRUNE_INTERVAL_MS = 60_000

export type StartRelayOptions = {
  port: number
  host?: string
  /** For tests: a shorter ping interval. */
  pingIntervalMs?: number
  /** The fault switch the devnet's POST /devnet/relay-faults arms; a fresh one when not given. */
  faults?: RelayFaults
} & RelayHubOptions

export type RunningRelay = {
  url: string
  port: number
  /** Its fault switch (docs/reliability.md#faults-route-by-route). */
  faults: RelayFaults
  close(): Promise<void>
}

/** True for a text frame that publishes (its topics and messages are hex and base64, never these words). */
const isPublish = (text: string) =>
  text.includes('"irn_publish"') || text.includes('"irn_batchPublish"')

/**
 * Starts the loopback WalletConnect relay (docs/wire.md#relay) on `host:port` (port 0 picks a free
 * one). `GET /health` answers `ok`; every other request upgrades to the relay's WebSocket.
 */
export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const hub = createRelayHub(options)
  const faults = options.faults ?? createRelayFaults()
  const server = createServer((request, response) => {
    const healthy = request.url === '/health'
    response.writeHead(healthy ? 200 : 426, { 'content-type': 'text/plain' })
    response.end(healthy ? 'ok' : 'WebSocket only')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()

  server.on('upgrade', (request, socket, head) => {
    if (faults.refuseUpgrade()) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\nRelay fault')
      return
    }
    const auth = readRelayAuth(request.url)
    if ('error' in auth) {
      socket.end(`HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n${auth.error}`)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      alive.set(ws, true)
      const session = hub.attach({
        clientId: auth.clientId,
        send: (text) => {
          if (ws.readyState === ws.OPEN) ws.send(text)
        },
      })
      ws.on('pong', () => alive.set(ws, true))
      ws.on('message', (data, isBinary) => {
        if (isBinary) return
        const text = data.toString()
        const fault = isPublish(text) ? faults.publishFault() : undefined
        if (!fault) session.handle(text)
        else if ('delayMs' in fault) setTimeout(() => session.handle(text), fault.delayMs)
      })
      ws.on('close', () => session.close())
      ws.on('error', () => ws.terminate())
    })
  })

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      // No pong since the last ping: the peer is gone without a close frame.
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  const stopDropping = faults.onDrop(() => {
    const count = wss.clients.size
    for (const ws of wss.clients) ws.terminate()
    return count
  })
  const pruner = setInterval(() => hub.store.prune(), PRUNE_INTERVAL_MS)
  pinger.unref()
  pruner.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host

  return {
    url: `ws://${urlHost}:${port}`,
    port,
    faults,
    close: async () => {
      stopDropping()
      clearInterval(pinger)
      clearInterval(pruner)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
