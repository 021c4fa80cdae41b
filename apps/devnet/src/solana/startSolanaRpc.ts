import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PublicKey } from '@solana/web3.js'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Cluster, LoggedTransaction } from './createCluster'
import { answerRpc, encodeAccount } from './solanaRpc'

/** The largest JSON-RPC body the server reads. */
const MAX_BODY_BYTES = 5 * 1024 * 1024

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; account: PublicKey; encoding: unknown }

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * The cluster's JSON-RPC over HTTP (single and batch) and its subscriptions over WebSocket, on
 * one loopback port. Any origin may call it, as public Solana RPC nodes allow.
 */
export async function startSolanaRpc(options: { cluster: Cluster; host: string; port: number }) {
  const { cluster } = options
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (request.method !== 'POST') {
      reply(response, 405, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'POST only' },
      })
      return
    }
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      reply(response, 400, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error' },
      })
      return
    }
    reply(
      response,
      200,
      Array.isArray(body) ? body.map((item) => answerRpc(cluster, item)) : answerRpc(cluster, body),
    )
  })

  const sockets = new WebSocketServer({ server })
  let nextId = 0
  sockets.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<number, Subscription>()
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
    }
    const notifySignature = (id: number, entry: LoggedTransaction) => {
      subscriptions.delete(id)
      send({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: {
          result: { context: { slot: entry.slot }, value: { err: entry.err } },
          subscription: id,
        },
      })
    }
    const stop = cluster.onTransaction((entry) => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature') {
          if (subscription.signature === entry.signature) notifySignature(id, entry)
        } else if (entry.accountKeys.some((key) => key.equals(subscription.account))) {
          send({
            jsonrpc: '2.0',
            method: 'accountNotification',
            params: {
              result: {
                context: { slot: entry.slot },
                value: encodeAccount(
                  cluster,
                  cluster.getAccount(subscription.account),
                  subscription.encoding,
                ),
              },
              subscription: id,
            },
          })
        }
      }
    })
    socket.on('close', stop)
    socket.on('message', (raw) => {
      let request: { id?: unknown; method?: unknown; params?: unknown }
      try {
        request = JSON.parse(String(raw))
      } catch {
        send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      // Notifications (web3.js pings) need no answer.
      if (request.id === undefined || request.id === null) return
      const params = Array.isArray(request.params) ? request.params : []
      const answer = (result: unknown) => send({ jsonrpc: '2.0', id: request.id, result })
      switch (request.method) {
        case 'signatureSubscribe': {
          const id = ++nextId
          const signature = String(params[0])
          subscriptions.set(id, { kind: 'signature', signature })
          answer(id)
          // Already landed: notify at once, after the id the client waits for.
          const landed = cluster.findTransaction(signature)
          if (landed) notifySignature(id, landed)
          return
        }
        case 'accountSubscribe': {
          let account: PublicKey
          try {
            account = new PublicKey(String(params[0]))
          } catch {
            send({
              jsonrpc: '2.0',
              id: request.id,
              error: { code: -32602, message: 'Invalid params: not a public key' },
            })
            return
          }
          const id = ++nextId
          const config = (params[1] ?? {}) as { encoding?: unknown }
          subscriptions.set(id, { kind: 'account', account, encoding: config.encoding ?? 'base64' })
          answer(id)
          return
        }
        case 'signatureUnsubscribe':
        case 'accountUnsubscribe':
          answer(subscriptions.delete(Number(params[0])))
          return
        default:
          send(answerRpc(cluster, request))
      }
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host}:${port}`,
    wsUrl: `ws://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
