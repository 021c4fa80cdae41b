import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'
import { port, stackUrls } from '../../scripts/ports'

const urls = stackUrls()
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

/** The local stack's addresses, fixed at build time (W3M_PORT_OFFSET moves them all). */
const STACK = {
  devnet: urls.devnet,
  secureSite: `${urls.secureSite}/sdk`,
  relay: urls.relay,
  rpc: {
    8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
    42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT')}`,
  },
}

export default defineConfig({
  resolve: { alias: workspaceAliases },
  define: { __W3M_STACK__: JSON.stringify(STACK) },
  server: { host: '127.0.0.1', port: port('W3M_DEMO_PORT'), strictPort: true },
  preview: { host: '127.0.0.1', port: port('W3M_DEMO_PORT'), strictPort: true },
  // A stack at another W3M_PORT_OFFSET builds (and previews) its own copy: W3M_DEMO_OUT_DIR.
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.W3M_DEMO_OUT_DIR || 'dist',
    // The second page: a host's own UI on @w3m/modal/headless (and the wallet buttons' page).
    rollupOptions: {
      input: {
        main: here('index.html'),
        headless: here('headless.html'),
        walletButtons: here('wallet-buttons.html'),
      },
    },
  },
})
