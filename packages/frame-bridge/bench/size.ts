// Measures the page end as a browser would fetch it: bundled with zod, minified, gzipped.
// Run: pnpm --filter @w3m/frame-bridge size   (--write also saves dist/size/page-end.min.js)
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

async function measure(label: string, contents: string, external: string[] = []) {
  const result = await build({
    stdin: { contents, resolveDir: here('../src/exports'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external,
  })
  const code = result.outputFiles[0]!.contents
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0]?.inputs ?? {})
  const zodBytes = inputs
    .filter(([path]) => path.includes('/zod/'))
    .reduce((sum, [, i]) => sum + i.bytesInOutput, 0)
  return {
    label,
    code,
    row: {
      minified: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      'zod share (minified)': zodBytes,
    },
  }
}

const all = await measure('every export of @w3m/frame-bridge', `export * from './index'`)
const client = await measure(
  'createFrameClient + openSocialPopup (what the modal imports)',
  `export { createFrameClient, openSocialPopup } from './index'`,
)
const own = await measure(
  'every export, zod left out (our code alone)',
  `export * from './index'`,
  ['zod', 'zod/*'],
)
const host = await measure('frame end (@w3m/frame-bridge/host)', `export * from './host'`)
console.table(Object.fromEntries([all, client, own, host].map((m) => [m.label, m.row])))

if (process.argv.includes('--write')) {
  mkdirSync(here('../dist/size'), { recursive: true })
  writeFileSync(here('../dist/size/page-end.min.js'), all.code)
}
