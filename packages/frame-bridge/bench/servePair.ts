// Serves the bridge fixtures on loopback: the page at http://127.0.0.1:<a>, the secure frame at
// http://localhost:<b>, a forger at http://127.0.0.1:<c>. Ephemeral ports; used by the browser
// test and the benchmark.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url))

async function bundle(name: string): Promise<string> {
  const result = await build({
    entryPoints: [fixture(name)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

type Routes = Record<string, { type: string; body: string }>

function listen(routes: () => Routes): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const route = routes()[new URL(request.url ?? '/', 'http://x').pathname]
    if (!route) return response.writeHead(404).end('not found')
    response
      .writeHead(200, { 'content-type': route.type, 'cache-control': 'no-store' })
      .end(route.body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    )
  })
}

const html = (script: string, config: object) =>
  `<!doctype html><meta charset="utf-8"><title>fixture</title><body><script>window.FIXTURE=${JSON.stringify(config)}</script><script type="module">${script}</script></body>`
const page = (body: string) => ({ type: 'text/html; charset=utf-8', body })

const FORGER = `window.forge = (message) => window.parent.postMessage(message, '*')`
const ECHO = `addEventListener('message', (e) => e.source.postMessage(e.data, e.origin))`

/** Starts the three servers; `close()` stops them. */
export async function servePair() {
  const [pageJs, frameJs] = await Promise.all([bundle('page'), bundle('frame')])
  const urls = { page: '', secure: '', forger: '' }
  const a = await listen(() => ({ '/': page(html(pageJs, { secureSiteUrl: urls.secure })) }))
  const b = await listen(() => ({
    '/sdk': page(html(frameJs, { parentOrigin: urls.page })),
    '/echo': page(html(ECHO, {})),
    '/forger': page(html(FORGER, {})),
  }))
  const c = await listen(() => ({ '/forger': page(html(FORGER, {})) }))
  urls.page = `http://127.0.0.1:${a.port}`
  urls.secure = `http://localhost:${b.port}`
  urls.forger = `http://127.0.0.1:${c.port}`
  return {
    pageUrl: `${urls.page}/`,
    secureOrigin: urls.secure,
    forgerUrls: {
      otherOrigin: `${urls.forger}/forger`,
      secureOriginOtherWindow: `${urls.secure}/forger`,
    },
    pageBytes: pageJs.length,
    close: () =>
      Promise.all([a, b, c].map(({ server }) => new Promise((resolve) => server.close(resolve)))),
  }
}
