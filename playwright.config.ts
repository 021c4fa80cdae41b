import { defineConfig } from '@playwright/test'
import { stackUrls } from './scripts/ports'

/** Debian's chromium, never a downloaded browser; flags that keep it off every non-loopback host. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [['list']],
  use: {
    baseURL: stackUrls().demo,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The whole local stack, started once for the run and stopped after it.
  webServer: {
    command: 'pnpm exec tsx scripts/stack.ts --preview',
    // The stack prints this once every service it starts answers its health check.
    wait: { stdout: /\[stack\] ready in/ },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
