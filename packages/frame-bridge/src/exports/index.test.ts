import { afterEach, expect, test, vi } from 'vitest'
import * as host from './host'
import * as page from './index'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

// Any change to the public API shows here in review.
test('page end exports', () => {
  expect(Object.keys(page).sort()).toMatchSnapshot()
})

test('frame end exports', () => {
  expect(Object.keys(host).sort()).toMatchSnapshot()
})

test('the page end touches no window, document or localStorage at import or creation', async () => {
  const trap = (name: string) =>
    new Proxy(
      {},
      {
        get() {
          throw new Error(`${name} touched`)
        },
      },
    )
  vi.stubGlobal('window', trap('window'))
  vi.stubGlobal('document', trap('document'))
  vi.stubGlobal('localStorage', trap('localStorage'))
  vi.resetModules()
  const fresh = await import('./index')
  // Storage is read at creation (a stored session starts the frame); a throwing one reads as empty.
  const client = fresh.createFrameClient({
    secureSiteUrl: 'https://secure.example',
    projectId: 'p',
  })
  expect(client.state).toBe('idle')
  expect(client.frame).toBeUndefined()
})
