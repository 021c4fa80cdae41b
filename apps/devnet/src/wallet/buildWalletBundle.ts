import { fileURLToPath } from 'node:url'
import { bundleBrowserScript } from '../api/bundleBrowserScript'

/** Name the bundle's IIFE assigns; the served script keeps it inside its own closure. */
export const BUNDLE_GLOBAL = 'devnetWalletBundle'

/**
 * Bundles the wallet's browser code (viem's local signing included, so the page needs no
 * network but its chains) into one minified script.
 */
export function buildWalletBundle(): Promise<string> {
  return bundleBrowserScript({
    entry: fileURLToPath(new URL('./client/entry.ts', import.meta.url)),
    format: 'iife',
    globalName: BUNDLE_GLOBAL,
  })
}
