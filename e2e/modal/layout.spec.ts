import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { clickConnectButton, connectDevnetWallet, modalDialog, openDemo } from './modal'

/** The smallest touch target a phone layout allows, in CSS pixels. */
const TOUCH_TARGET_PX = 44
/** The longest a view change may animate. */
const VIEW_CHANGE_MS = 150

/** Records the timing of every Web Animation the page starts, from the first script on. */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const started: Array<{ duration: number; properties: string[] }> = []
    Object.assign(window, { __started: started })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const frames = Array.isArray(keyframes) ? keyframes : []
      started.push({
        duration: Number(typeof options === 'number' ? options : options?.duration),
        properties: Object.keys(frames[0] ?? {}),
      })
      return animate.call(this, keyframes, options)
    }
  })
}

const startedAnimations = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __started: Array<{ duration: number; properties: string[] }> })
        .__started,
  )

/** Every running animation of the page, the modal's shadow roots included. */
const runningAnimations = (page: Page) =>
  page.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document]
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot)
    return roots.flatMap((root) => root.getAnimations()).length
  })

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('Connect is a sheet on the bottom edge with 44 px touch targets', async ({ page }) => {
    await openDemo(page)
    await page.getByTestId('w3m-button').tap()
    const connect = modalDialog(page, 'Connect wallet')
    await expect(connect.getByRole('button', { name: /All wallets/ })).toBeVisible()
    // The sheet settles on the bottom edge, full width (its rise ends within the open animation).
    await expect
      .poll(async () => {
        const box = await connect.boundingBox()
        return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)]
      })
      .toEqual([0, 375, 740])
    const sizes = await connect.locator('button, input, a[href]').evaluateAll((controls) =>
      controls
        .map((control) => {
          const rect = control.getBoundingClientRect()
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''
          return { name, width: rect.width, height: rect.height }
        })
        .filter((size) => size.width > 0),
    )
    expect(sizes.length).toBeGreaterThan(8)
    const small = sizes.filter(
      (size) => size.width < TOUCH_TARGET_PX || size.height < TOUCH_TARGET_PX,
    )
    expect(small).toEqual([])
    // Closing needs no drag: the Close button, tapped.
    await connect.getByRole('button', { name: 'Close' }).tap()
    await expect(connect).toBeHidden()
  })
})

test('a view change animates the card height and fades the content within 150 ms', async ({
  page,
}) => {
  await recordAnimations(page)
  await openDemo(page)
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  await connect.getByRole('button', { name: /All wallets/ }).click()
  await expect(modalDialog(page, 'All wallets')).toBeVisible()
  const started = await startedAnimations(page)
  expect(started.map((animation) => animation.properties[0]).sort()).toEqual(['height', 'opacity'])
  for (const animation of started) expect(animation.duration).toBeLessThanOrEqual(VIEW_CHANGE_MS)
})

test('prefers-reduced-motion turns motion off', async ({ page }) => {
  await recordAnimations(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDemo(page)
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect).toBeVisible()
  expect(await runningAnimations(page)).toBe(0)
  await connect.getByRole('button', { name: /All wallets/ }).click()
  await expect(modalDialog(page, 'All wallets')).toBeVisible()
  expect(await runningAnimations(page)).toBe(0)
  expect(await startedAnimations(page)).toEqual([])
})

test('at 800 px high the Account body scrolls to Disconnect under a header that stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  await clickConnectButton(page)
  const account = modalDialog(page, 'Account')
  await expect(account.getByTestId('w3m-token-ETH')).toBeVisible()
  const disconnect = account.getByRole('button', { name: 'Disconnect' })
  await disconnect.scrollIntoViewIfNeeded()
  const [dialog, button, title] = await Promise.all([
    account.boundingBox(),
    disconnect.boundingBox(),
    account.getByTestId('w3m-title').boundingBox(),
  ])
  if (!dialog || !button || !title) throw new Error('the account view is not laid out')
  expect(button.y + button.height).toBeLessThanOrEqual(dialog.y + dialog.height)
  expect(title.y).toBeGreaterThanOrEqual(dialog.y)
  await disconnect.click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})

test('balances that arrive late move nothing in the Account view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 })
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/v1/account/*/balance*', async (route) => {
    await held
    await route.continue()
  })
  await clickConnectButton(page)
  const account = modalDialog(page, 'Account')
  await expect(account.getByTestId('w3m-account-tabs')).toBeVisible()
  await expect(account.getByRole('status').filter({ hasText: 'Loading balances' })).toBeAttached()
  const disconnect = account.getByRole('button', { name: 'Disconnect' })
  const before = await disconnect.boundingBox()
  release()
  await expect(account.getByTestId('w3m-token-ETH')).toBeVisible()
  expect(await disconnect.boundingBox()).toEqual(before)
})
