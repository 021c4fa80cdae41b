import { expect as baseExpect, test as baseTest } from '@playwright/test'
import { expect, isLocalUrl, test } from './fixtures'

baseTest('isLocalUrl accepts loopback only', () => {
  baseExpect(isLocalUrl('http://127.0.0.1:4300/x')).toBe(true)
  baseExpect(isLocalUrl('http://localhost:4200/')).toBe(true)
  baseExpect(isLocalUrl('http://[::1]:80/')).toBe(true)
  baseExpect(isLocalUrl('data:text/plain,hi')).toBe(true)
  baseExpect(isLocalUrl('https://example.com/')).toBe(false)
  baseExpect(isLocalUrl('https://relay.walletconnect.org/')).toBe(false)
  baseExpect(isLocalUrl('http://10.0.0.1/')).toBe(false)
})

test('the guard records and blocks a request to a non-loopback host', async ({
  page,
  offHostRequests,
}) => {
  await page.setContent('<p>probe</p>')
  const outcome = await page.evaluate(async () => {
    try {
      await fetch('https://verify.walletconnect.org/attestation')
      return 'reached'
    } catch {
      return 'blocked'
    }
  })
  expect(outcome).toBe('blocked')
  expect(offHostRequests).toEqual(['https://verify.walletconnect.org/attestation'])
  // Leave the list empty so the guard's own check passes: this test proves the recording.
  offHostRequests.length = 0
})

test('a page that reaches a non-loopback host fails its test', async ({ page }) => {
  // Marked as expected to fail: the guard's teardown check is what fails it.
  test.fail()
  await page.setContent('<img src="https://cdn.example.com/pixel.png" alt="">')
  await page.waitForLoadState('load')
})
