import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'

/**
 * The standalone element bundle: React inside, `<w3m-modal>` and `<w3m-button>` defined on load.
 * The entry file is what a host page fetches before the first click (the size budget measures
 * it); views past Connect and Account, wagmi and the API schemas are split into lazy chunks.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'src/exports/element.ts', formats: ['es'], fileName: () => 'w3m-modal.js' },
    rollupOptions: {
      // Lets shared modules merge into the entry (instead of common chunks the page must also fetch).
      preserveEntrySignatures: 'allow-extension',
      // Library mode keeps whitespace (for later bundlers); this file ships as is, so minify fully.
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        codeSplitting: {
          groups: [
            // The URL checks run before the first click (every link the modal opens): a group of
            // their own, or the schemas' group below would take them in with the wallet schema
            // that imports them, and the page would fetch zod before the click.
            { name: 'urlChecks', test: /api-schemas[\\/]src[\\/]urls[\\/]isWebUrl/, priority: 1 },
            // Connect's first request needs these: one file, not a file whose imports are found
            // only once it has arrived (zod's core and mini, the explorer's schemas).
            {
              name: 'explorerSchemas',
              test: /zod[\\/]v4[\\/](core[\\/](util|core|errors|parse|regexes|checks|doc|versions|schemas|api)\.js|mini[\\/])|api-schemas[\\/]src[\\/]explorer[\\/]|schemas[\\/]explorerSchemas/,
            },
          ],
        },
      },
    },
  },
})
