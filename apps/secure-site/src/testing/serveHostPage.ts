import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const HOST_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body>
<button id="github" type="button">Sign in with GitHub</button>
<button id="forged" type="button">Forged sign-in</button>
<p id="social-result" role="status"></p>
<script type="module" src="/host.js"></script>
</body></html>`

/** A page at another origin that posts a forged social result to its opener. */
const forgerHtml = (
  resultUri: string,
) => `<!doctype html><html lang="en"><body><p>forger</p><script>
window.opener.postMessage({ resultUri: ${JSON.stringify(resultUri)} }, '*')
</script></body></html>`

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/**
 * Serves the spec's host page (e2e/secure-site/hostPage.ts bundled with the frame-bridge page
 * client) on 127.0.0.1, and a forger page on another port: both other origins than the site.
 */
export async function serveHostPage(options: { siteUrl: string; projectId: string }) {
  const bundle = await build({
    entryPoints: [here('../../../../e2e/secure-site/hostPage.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    alias: { '@w3m/frame-bridge': here('../../../../packages/frame-bridge/src/exports/index.ts') },
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.text
  const forger = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(forgerHtml(`${options.siteUrl}/oauth/callback?state=forged&code=forged`))
  })
  const forgerUrl = `http://127.0.0.1:${await listen(forger)}/forge`
  const host = createServer((req, res) => {
    if (req.url?.startsWith('/host.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      return res.end(script)
    }
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(HOST_HTML)
  })
  const port = await listen(host)
  const query = new URLSearchParams({
    site: options.siteUrl,
    projectId: options.projectId,
    forger: forgerUrl,
  })
  return {
    url: `http://127.0.0.1:${port}/?${query}`,
    close: async () => {
      await new Promise((resolve) => host.close(resolve))
      await new Promise((resolve) => forger.close(resolve))
    },
  }
}
