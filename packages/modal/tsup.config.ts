import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    react: 'src/exports/react.ts',
    element: 'src/exports/element.ts',
    headless: 'src/exports/headless.ts',
    'headless-react': 'src/exports/headlessReact.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom'],
})
