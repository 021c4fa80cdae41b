import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'

/**
 * The headless bundle for a page without a bundler (`dist/headless-standalone/w3m-headless.js`):
 * `@w3m/modal/headless` with its dependencies inside and no React. The entry file and its static
 * chunks are what a host page fetches before the first connect (the size budget measures them);
 * wagmi, WalletConnect, the auth frame and the send action load on demand.
 */
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
      output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true },
    },
  },
})
