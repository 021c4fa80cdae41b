import { fileURLToPath } from 'node:url'
import { bundleBrowserScript } from '../api/bundleBrowserScript'

/**
 * Bundles the page's browser code (the official sign-client and viem's local signing) into one
 * ES module; built at the first request and kept in memory.
 */
export function buildMobileWalletBundle(): Promise<string> {
  return bundleBrowserScript({
    entry: fileURLToPath(new URL('./client/main.ts', import.meta.url)),
    format: 'esm',
    // The SDK's dependencies read these Node globals; in the page they mean the page.
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  })
}
