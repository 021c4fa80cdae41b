import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** Name the bundle's IIFE assigns; the served script keeps it inside its own closure. */
export const BUNDLE_GLOBAL = 'devnetWalletBundle'
const ENTRY = fileURLToPath(new URL('./client/entry.ts', import.meta.url))

/**
 * Bundles the wallet's browser code (viem's local signing included, so the page needs no
 * network but its chains) into one minified script.
 */
export async function buildWalletBundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    globalName: BUNDLE_GLOBAL,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const [file] = result.outputFiles
  if (!file) throw new Error('esbuild produced no output for the devnet wallet')
  return file.text
}
