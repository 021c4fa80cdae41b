import { fileURLToPath } from 'node:url'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Workspace packages resolved to their sources, so tests, Storybook and the demo need no build first. */
export const workspaceAliases = [
  {
    find: /^@w3m\/frame-bridge\/host$/,
    replacement: here('./packages/frame-bridge/src/exports/host.ts'),
  },
  {
    find: /^@w3m\/frame-bridge$/,
    replacement: here('./packages/frame-bridge/src/exports/index.ts'),
  },
  {
    find: /^@w3m\/api-schemas\/urls$/,
    replacement: here('./packages/api-schemas/src/exports/urls.ts'),
  },
  { find: /^@w3m\/api-schemas$/, replacement: here('./packages/api-schemas/src/exports/index.ts') },
  { find: /^@w3m\/modal\/react$/, replacement: here('./packages/modal/src/exports/react.ts') },
  { find: /^@w3m\/modal\/element$/, replacement: here('./packages/modal/src/exports/element.ts') },
  {
    find: /^@w3m\/modal\/headless\/react$/,
    replacement: here('./packages/modal/src/exports/headlessReact.ts'),
  },
  {
    find: /^@w3m\/modal\/headless$/,
    replacement: here('./packages/modal/src/exports/headless.ts'),
  },
  { find: /^@w3m\/modal$/, replacement: here('./packages/modal/src/exports/index.ts') },
]
