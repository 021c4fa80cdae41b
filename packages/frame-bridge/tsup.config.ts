import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', host: 'src/exports/host.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
