import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../../aliases'
import { cjsExports } from './cjsExports'
import { cssMinify } from './cssMinify'
import { firstLoadGroups } from './firstLoadChunk'
import { firstLoadHelpers } from './firstLoadHelpers'
import { oneByteSource } from './oneByteSource'
import { proxyCompareCore } from './proxyCompareCore'
import { reactDomInternals } from './reactDomInternals'

/**
 * The standalone element bundle: React inside, `<w3m-modal>` and `<w3m-button>` defined on load.
 * The entry file is what a host page fetches before the first click (the size budget measures
 * it): React, the elements, the stores and the dialog's shell. The modal's UI (ModalApp with
 * Connect), `startCore`, the other views, wagmi and the API schemas are lazy chunks.
 */
/**
 * The first load's modules that lazy chunks import too; and what the first open needs (the modal's
 * UI with Connect, `startCore` with Connect's fetches, the explorer client), found in each build's
 * module graph.
 */
const groups = firstLoadGroups(
  /modal[\\/]src[\\/](app[\\/](ModalApp|startCore)|clients[\\/]createExplorerClient)\.tsx?$/,
)

/** The explorer's response schemas and the parts of zod they use. */
const EXPLORER_SCHEMAS =
  /zod[\\/]v4[\\/](core[\\/](util|core|errors|parse|regexes|checks|doc|versions|schemas|api)\.js|mini[\\/])|api-schemas[\\/]src[\\/]explorer[\\/]|schemas[\\/]explorerSchemas/

export default defineConfig({
  plugins: [
    react(),
    cssMinify(),
    proxyCompareCore(),
    reactDomInternals(),
    cjsExports(),
    groups.plugin,
    firstLoadHelpers(),
    oneByteSource(),
  ],
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
        // Nor does anything read the minifier's `@__PURE__` marks after it (0.1 kB of the first load).
        comments: false,
        codeSplitting: {
          groups: [
            // The whole first load in one file (the entry a facade over it): one gzip stream rather
            // than the entry and a chunk of what lazy chunks share with it (0.8 kB less), and lazy
            // chunks import it, never the entry's URL, which a host may load with a query string.
            { name: 'shared', test: groups.shared, priority: 2 },
            // The first open's code: one file, fetched once the click's frame has painted
            // (afterPaint), not a cascade of small chunks; with what Connect's first request needs
            // (zod's core and mini, the explorer's schemas), so its answer is checked as soon as it
            // comes, with no fetch in between.
            {
              name: 'open',
              test: (id: string) => groups.open(id) || EXPLORER_SCHEMAS.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
