import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'

// The frame page's browser bundle: dist/frame.js and dist/frame.css, served by the server's
// /frame/* route when W3M_SECURE_SITE_ASSETS=dist (otherwise it bundles on start with esbuild).
export default defineConfig({
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    rollupOptions: {
      input: fileURLToPath(new URL('./src/frame/main.ts', import.meta.url)),
      output: {
        format: 'es',
        entryFileNames: 'frame.js',
        assetFileNames: (asset) =>
          asset.names?.[0]?.endsWith('.css') ? 'frame.css' : '[name][extname]',
      },
    },
  },
})
