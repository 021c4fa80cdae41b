import { defineConfig } from '@playwright/test'
import root from '../../playwright.config'

/**
 * The WalletConnect specs start their own relay, chains and pages on ephemeral ports, so they
 * can also run without the whole stack: `pnpm exec playwright test -c e2e/walletconnect`.
 */
export default defineConfig({ ...root, testDir: '.', webServer: undefined })
