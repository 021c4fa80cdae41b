/**
 * A plain HTML page that loads the standalone bundle (`packages/modal/dist/standalone`) with no
 * bundler in between, wired to a local stack, served from loopback on an ephemeral port. The
 * browser test of the bundle and the benchmark both use it; the benchmark also serves its control
 * page from here. JS goes out gzip-encoded, as a host would serve it, so the resource timing
 * entries' `encodedBodySize` is the gzip size.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { port, stackUrls } from './ports'

/** The built standalone bundle: `w3m-modal.js` and its `chunks/`. */
export const STANDALONE_DIR = fileURLToPath(
  new URL('../packages/modal/dist/standalone', import.meta.url),
)

/** The devnet's demo project (apps/devnet/src/projects.ts): every feature, any loopback origin. */
const DEMO_PROJECT_ID = '11111111111111111111111111111111'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The host page: the bundle as a module script, the two elements, the devnet wallet (an
 * extension's stand-in) and the page's own script, which shows what the events report; a
 * `bare` page leaves that script out, so every script of the page's origin is the bundle's.
 */
export function standalonePage(
  options: { featuredWalletIds?: readonly string[]; bare?: boolean } = {},
): string {
  const urls = stackUrls()
  const attributes: Record<string, string> = {
    'project-id': DEMO_PROJECT_ID,
    'theme-mode': 'light',
    networks: '8453,42161',
    'blockchain-api-url': urls.devnet,
    'explorer-api-url': urls.devnet,
    'analytics-url': urls.devnet,
    'secure-site-url': `${urls.secureSite}/sdk`,
    'relay-url': urls.relay,
    'rpc-urls': JSON.stringify({
      8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
      42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
    }),
  }
  if (options.featuredWalletIds?.length)
    attributes['featured-wallet-ids'] = JSON.stringify(options.featuredWalletIds)
  const modalAttributes = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')
  const hostScript = options.bare
    ? ''
    : `\n    <script type="module" src="${HOST_SCRIPT_PATH}"></script>`
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>w3m standalone</title>
    <script type="module" src="/w3m-modal.js"></script>
    <script src="${urls.devnet}/devnet-wallet.js"></script>
  </head>
  <body>
    <h1>A page with no bundler</h1>
    <w3m-button></w3m-button>
    <p>Status: <output data-testid="host-status">disconnected</output></p>
    <p>Address: <output data-testid="host-address">–</output></p>
    <w3m-modal ${modalAttributes}></w3m-modal>${hostScript}
  </body>
</html>
`
}

/** The page's own script, a file rather than inline, so the page runs under a strict CSP. */
const HOST_SCRIPT_PATH = '/standalone-host.js'
const HOST_SCRIPT = `const modal = document.querySelector('w3m-modal')
const status = document.querySelector('[data-testid="host-status"]')
const address = document.querySelector('[data-testid="host-address"]')
modal.addEventListener('w3m:connect', (event) => {
  status.textContent = 'connected'
  address.textContent = event.detail.address
})
modal.addEventListener('w3m:disconnect', () => {
  status.textContent = 'disconnected'
  address.textContent = '–'
})
`

/** A running server: its origin and its stop. */
export type StandaloneServer = { origin: string; close(): Promise<void> }

/**
 * Serves `/` (the standalone page), the bundle's files, and `/control/…` from `controlDir` when
 * given, every answer with the `csp` policy when given. Refuses to start when the bundle is not
 * built, so nothing passes on a missing file.
 */
export async function serveStandalone(
  options: {
    controlDir?: string
    featuredWalletIds?: readonly string[]
    csp?: string
    bare?: boolean
  } = {},
): Promise<StandaloneServer> {
  if (!existsSync(join(STANDALONE_DIR, 'w3m-modal.js')))
    throw new Error(`${STANDALONE_DIR}/w3m-modal.js is missing: build @w3m/modal first`)
  const page = standalonePage(options)
  const gzipped = new Map<string, Buffer>()
  const fileFor = (path: string): string | undefined => {
    if (path.startsWith('/control/') && options.controlDir) {
      const file = path === '/control/' ? 'index.html' : path.slice('/control/'.length)
      return join(options.controlDir, file)
    }
    return join(STANDALONE_DIR, path)
  }
  const server = createServer((request, response) => {
    if (options.csp) response.setHeader('content-security-policy', options.csp)
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    if (path.split(sep).includes('..')) {
      response.writeHead(400).end()
      return
    }
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' })
      response.end(page)
      return
    }
    if (path === HOST_SCRIPT_PATH) {
      response.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' })
      response.end(HOST_SCRIPT)
      return
    }
    const file = fileFor(path)
    if (!file || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    let body = gzipped.get(file)
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 })
      gzipped.set(file, body)
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
