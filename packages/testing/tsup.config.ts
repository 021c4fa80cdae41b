import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', playwright: 'src/exports/playwright.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  // The apps are loaded from their own packages at run time (see loadApp.ts), never bundled.
  external: ['@playwright/test', 'tsx'],
})
