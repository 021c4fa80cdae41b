import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  createFakeWindow,
  FRAME_ORIGIN,
  PAGE_ORIGIN,
  SECURE_SITE_URL,
} from '../testing/createWindowPair'
import { openSocialPopup } from './openSocialPopup'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup({ blocked = false } = {}) {
  const page = createFakeWindow(PAGE_ORIGIN)
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)), location: { href: '' } }
  const open = vi.fn(() => (blocked ? null : popup))
  Object.assign(page, { open, screen: { width: 1600, height: 1000 } })
  const social = openSocialPopup({
    secureSiteUrl: SECURE_SITE_URL,
    window: page as unknown as Window,
  })
  const result = social.result().catch((e: Error) => e.message)
  return { page, popup, open, social, result }
}

test('opens 600x800 at once and navigates when told', () => {
  const { open, social, popup } = setup()
  expect(open).toHaveBeenCalledWith(
    '',
    'w3m-social-login',
    expect.stringContaining('width=600,height=800'),
  )
  social.navigate('https://accounts.example/oauth?x=1')
  expect(popup.location.href).toBe('https://accounts.example/oauth?x=1')
})

test('accepts the resultUri from the secure site origin and closes the popup', async () => {
  const { page, popup, result } = setup()
  page.receive({ resultUri: 'https://secure.example/done?code=abc' }, FRAME_ORIGIN, popup)
  expect(await result).toBe('https://secure.example/done?code=abc')
  expect(popup.close).toHaveBeenCalled()
})

test('a resultUri from another origin: Untrusted Origin', async () => {
  const { page, popup, result } = setup()
  page.receive({ resultUri: 'https://secure.example/done?code=abc' }, 'https://evil.example', popup)
  expect(await result).toBe('Untrusted Origin')
})

test('a resultUri from any window but the popup: Untrusted Origin, even from the site', async () => {
  const { page, popup, result } = setup()
  const other = createFakeWindow(FRAME_ORIGIN)
  page.receive({ resultUri: 'https://secure.example/done?code=planted' }, FRAME_ORIGIN, other)
  page.receive({ resultUri: 'https://secure.example/done?code=abc' }, FRAME_ORIGIN, popup)
  expect(await result).toBe('Untrusted Origin')
})

test('a resultUri holding error= fails', async () => {
  const { page, popup, result } = setup()
  page.receive(
    { resultUri: 'https://secure.example/done?error=access_denied' },
    FRAME_ORIGIN,
    popup,
  )
  expect(await result).toBe('Failed to connect')
})

test('unrelated messages are ignored; a popup closed early: Popup closed', async () => {
  const { page, popup, result } = setup()
  page.receive({ hello: 1 }, 'https://evil.example', popup)
  page.receive('text', FRAME_ORIGIN, popup)
  popup.closed = true
  await vi.advanceTimersByTimeAsync(500)
  expect(await result).toBe('Popup closed')
})

test('a blocked popup fails at once', async () => {
  const { result } = setup({ blocked: true })
  expect(await result).toBe('Failed to initiate social connection')
})

test('close() settles a waiting result and stops listening', async () => {
  const { social, page, popup, result } = setup()
  social.close()
  expect(await result).toBe('Popup closed')
  page.receive({ resultUri: 'https://secure.example/done?code=late' }, FRAME_ORIGIN, popup)
  expect(await social.result().catch((e: Error) => e.message)).toBe('Popup closed')
})
