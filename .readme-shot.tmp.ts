import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './playwright.config'

const browser = await chromium.launch(CHROMIUM_LAUNCH)
const page = await browser.newPage({ viewport: { width: 1000, height: 760 } })
await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
await page.goto('http://127.0.0.1:23300/?theme=light')
await page.waitForFunction(() => 'ethereum' in window && '__devnetWallet' in window)
await page.getByTestId('w3m-button').click()
const modal = page.locator('w3m-modal')
await modal.getByTestId('w3m-all-wallets').filter({ hasText: /\d/ }).waitFor()
// The screenshot shows the view, not the keyboard focus the dialog puts in the email field.
await page.evaluate(() => {
  const root = document.querySelector('w3m-modal')?.shadowRoot
  ;(root?.activeElement as HTMLElement | null)?.blur()
})
await page.waitForLoadState('networkidle')
await page.screenshot({ path: 'docs/screenshot.png' })
await browser.close()
