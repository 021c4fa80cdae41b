import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { ConnectingFarcaster } from './ConnectingFarcaster'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

const URL = 'http://localhost:4200/farcaster/approve?channel=c1'

describe('ConnectingFarcaster', () => {
  it('shows the approval URL as a QR code and a link', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.auth.farcaster = { status: 'waiting', url: URL, error: undefined }
      },
    })
    const view = await renderForTest(core, <ConnectingFarcaster />)
    cleanup = view.unmount
    await view.flush()
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe(URL)
    // The QR library is a lazy chunk: on a busy machine it may take a while to arrive.
    await vi.waitFor(
      () => {
        const qr = view.container.querySelector('[data-testid="w3m-farcaster-qr"] path')
        expect(qr?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
      },
      { timeout: 10_000, interval: 50 },
    )
  })

  it('says "Failed to connect to farcaster" with a retry', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.auth.farcaster = {
          status: 'error',
          url: undefined,
          error: 'Failed to connect to farcaster',
        }
      },
    })
    const view = await renderForTest(core, <ConnectingFarcaster />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Failed to connect to farcaster')
    expect(view.container.querySelector('button')?.textContent).toBe('Try again')
  })
})
