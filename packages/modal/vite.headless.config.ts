import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'

/**
 * The headless bundle for a page without a bundler (`dist/headless-standalone/w3m-headless.js`):
 * `@w3m/modal/headless` with its dependencies inside and no React. The entry file and its static
 * chunks are what a host page fetches before the first connect (the size budget measures them);
 * wagmi, WalletConnect, the auth frame and the send action load on demand.
 */
/** Modules of the first load that lazy chunks import too (kept out of the entry by the bundler). */
const FIRST_LOAD_SHARED =
  /node_modules[\\/](valtio[\\/]esm[\\/]vanilla\.mjs|proxy-compare[\\/])|modal[\\/]src[\\/](actions[\\/](toast|connectionCopy|storedConnection)|utils[\\/](constants|socialProviders)|errors[\\/](errors|baseError|sdkError))\.ts$/

export default defineConfig({
  resolve: { alias: workspaceAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/headless-standalone',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'src/exports/headless.ts', formats: ['es'], fileName: () => 'w3m-headless.js' },
    rollupOptions: {
      preserveEntrySignatures: 'allow-extension',
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        // What the entry shares with the lazy chunks is fetched before the first connect anyway:
        // one file of it rather than several small ones that each compress on their own.
        codeSplitting: { groups: [{ name: 'shared', test: FIRST_LOAD_SHARED }] },
      },
    },
  },
})
