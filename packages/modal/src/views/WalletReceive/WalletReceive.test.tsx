import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { WalletReceive } from './WalletReceive'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  vi.unstubAllGlobals()
})

describe('WalletReceive', () => {
  it('shows the address, its QR code and the networks, and copies the address', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const core = createTestCore({ connected: true })
    const view = await renderForTest(core, <WalletReceive />)
    cleanup = view.unmount
    for (let i = 0; i < 20 && !view.container.querySelector('svg'); i++) await view.flush()
    expect(view.container.querySelector('[data-testid="w3m-receive-address"]')?.textContent).toBe(
      FIXTURE_ADDRESS,
    )
    expect(view.container.querySelector('svg[role="img"]')).not.toBeNull()
    const networks = view.container.querySelectorAll('[data-testid="w3m-receive-networks"] li')
    expect([...networks].map((item) => item.textContent)).toEqual(['Base', 'Arbitrum One'])
    await act(async () =>
      view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-receive-copy"]')?.click(),
    )
    expect(writeText).toHaveBeenCalledWith(FIXTURE_ADDRESS)
    expect(core.stores.toast.toasts[0]?.message).toBe('Address copied')
  })
})
