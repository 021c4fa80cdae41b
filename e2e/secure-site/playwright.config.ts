import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../playwright.config'

// The secure-site specs start their own site, anvil and mail catcher, so they need no stack:
// `pnpm exec playwright test -c e2e/secure-site/playwright.config.ts`.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { launchOptions: CHROMIUM_LAUNCH, trace: 'off', screenshot: 'only-on-failure' },
})
