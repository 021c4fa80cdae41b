import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'

/**
 * The standalone element bundle: React inside, `<w3m-modal>` and `<w3m-button>` defined on load.
 * The entry file is what a host page fetches before the first click (the size budget measures
 * it); views past Connect and Account, wagmi and the API schemas are split into lazy chunks.
 */
/** Modules of the first load that lazy chunks import too (kept out of the entry by the bundler). */
const FIRST_LOAD_SHARED =
  /node_modules[\\/](react[\\/](index|jsx-runtime|cjs[\\/]react(-jsx-runtime)?\.production)\.js|valtio[\\/]esm[\\/](vanilla|react)\.mjs|proxy-compare[\\/]|viem[\\/]_esm[\\/]utils[\\/]unit[\\/]Value\.js)|modal[\\/]src[\\/](actions[\\/](connectionList|router|toast|ensureEvm)|stores[\\/](createProjectStore|viewParams)|utils[\\/]constants|errors[\\/](errors|baseError)|hooks[\\/](coreContext|useStoreState)|components[\\/]Icon[\\/](icons|Icon))\.tsx?$|api-schemas[\\/]src[\\/]urls[\\/]isWebUrl/

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
            // What the entry shares with lazy chunks is fetched before the click anyway: one file of
            // it, not a dozen small ones (each compresses on its own, so many small files cost more).
            { name: 'shared', test: FIRST_LOAD_SHARED, priority: 2 },
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
