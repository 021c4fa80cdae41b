import type { Page } from '@playwright/test'
import { serveHostPage } from '../../apps/secure-site/src/testing/serveHostPage'
import { startTestSite, TEST_PROJECT_ID } from '../../apps/secure-site/src/testing/startTestSite'
import { expect, ownContextPage, test } from '../fixtures'

// Social, Farcaster and origin checks against one site, with the host page on 127.0.0.1.
test.describe.configure({ mode: 'serial' })

let site: Awaited<ReturnType<typeof startTestSite>>
let host: Awaited<ReturnType<typeof serveHostPage>>
let page: Page

test.beforeAll(async ({ browser }) => {
  site = await startTestSite({ pollTimeoutMs: 5_000 })
  host = await serveHostPage({ siteUrl: site.url, projectId: TEST_PROJECT_ID })
  page = await ownContextPage(browser)
  await page.goto(host.url)
})
test.afterAll(async () => {
  await page?.context().close()
  await host?.close()
  await site?.stop()
})

const storage = (keys: string[]) =>
  page.evaluate((list) => list.map((key) => localStorage.getItem(key)), keys)

test('GitHub social login through the popup', async () => {
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click()
  const popup = await popupPromise
  await popup.getByRole('button', { name: 'Continue as alice' }).click()
  await expect(page.getByRole('status')).toContainText('connected alice 0x', { timeout: 20_000 })
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect(await storage(['@appkit-wallet/SOCIAL_USERNAME'])).toEqual(['alice'])
  await page.evaluate(() => window.w3m.client.signOut())
})

test('a forged popup result from another origin is refused', async () => {
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Forged sign-in' }).click()
  await popupPromise
  await expect(page.getByRole('status')).toHaveText('error Untrusted Origin')
  expect(await page.evaluate(() => window.w3m.client.isConnected())).toEqual({ isConnected: false })
})

test('Farcaster: approve on the stand-in page, CONNECT_FARCASTER resolves with the user name', async () => {
  const { url } = await page.evaluate(() => window.w3m.client.getFarcasterUri())
  await page.evaluate(() => {
    window.w3m.pending.farcaster = window.w3m.client.connectFarcaster()
  })
  const approval = await page.context().newPage()
  await approval.goto(url)
  await approval.getByLabel('Farcaster user name').fill('vitalik')
  await approval.getByRole('button', { name: 'Approve' }).click()
  // Closing before the answer arrives can cancel the form's request.
  await expect(approval.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await approval.close()
  expect(await page.evaluate(() => window.w3m.pending.farcaster)).toEqual({ userName: 'vitalik' })
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  expect(user.userName).toBe('vitalik')
})

test('a project that does not allow this origin gets no frame', async ({ browser }) => {
  const refused = await ownContextPage(browser)
  const url = new URL(host.url)
  url.searchParams.set('projectId', '4'.repeat(32))
  url.searchParams.set('readyTimeoutMs', '3000')
  const sdkStatus = refused
    .waitForResponse((r) => r.url().includes('/sdk?'))
    .then((r) => r.status())
  await refused.goto(url.toString())
  const outcome = await refused.evaluate(() =>
    window.w3m.client.start().then(
      () => 'ready',
      (error: Error) => error.message,
    ),
  )
  expect(await sdkStatus).toBe(403)
  expect(outcome).toMatch(/iframe_load_failed|Unable to load email login dependency/)
  await refused.context().close()
})
