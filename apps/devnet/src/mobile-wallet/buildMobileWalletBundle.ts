import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ENTRY = fileURLToPath(new URL('./client/main.ts', import.meta.url))

/**
 * Bundles the page's browser code (the official sign-client and viem's local signing) into one
 * ES module; built at the first request and kept in memory.
 */
export async function buildMobileWalletBundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    // The SDK's dependencies read these Node globals; in the page they mean the page.
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  })
  const [file] = result.outputFiles
  if (!file) throw new Error('esbuild produced no output for the mobile wallet')
  return file.text
}
