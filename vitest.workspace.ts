import type { TestProjectInlineConfiguration } from 'vitest/config'

// Unit tests: `*.test.ts(x)`, fast, no network. Integration tests: `*.int.test.ts`, real local
// servers (anvil, HTTP, WebSocket), run in their own project one file at a time.
const unit = ['src/**/*.test.{ts,tsx}']
const notIntegration = ['src/**/*.int.test.{ts,tsx}', '**/node_modules/**']

const project = (
  name: string,
  root: string,
  environment: 'node' | 'happy-dom',
): TestProjectInlineConfiguration => ({
  extends: true,
  // A unit test's work (bundling the devnet wallet's script, rendering a view) can take several
  // times longer on a busy machine; the limit is there to end a hung test, not to time one.
  test: { name, root, environment, include: unit, exclude: notIntegration, testTimeout: 30_000 },
})

/** Every Vitest project of the workspace. */
export const projects: TestProjectInlineConfiguration[] = [
  project('api-schemas', 'packages/api-schemas', 'node'),
  project('frame-bridge', 'packages/frame-bridge', 'happy-dom'),
  project('modal', 'packages/modal', 'happy-dom'),
  project('demo', 'apps/demo', 'happy-dom'),
  project('secure-site', 'apps/secure-site', 'node'),
  project('devnet', 'apps/devnet', 'node'),
  project('testing', 'packages/testing', 'node'),
  // The repository's own tooling (budgets, CI helpers).
  {
    extends: true,
    test: {
      name: 'scripts',
      root: '.',
      environment: 'node',
      include: ['scripts/**/*.test.ts'],
      testTimeout: 30_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'integration',
      root: '.',
      environment: 'node',
      include: ['{apps,packages}/*/src/**/*.int.test.{ts,tsx}'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      fileParallelism: false,
    },
  },
]

export default projects
