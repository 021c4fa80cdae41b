import { afterEach, describe, expect, it } from 'vitest'
import { provideAuthRuntime } from '../../actions/loadAuthConnector'
import { createAuthTestCore, createFakeFrameClient } from '../../testing/fakeAuthRuntime'
import { renderForTest } from '../../testing/renderForTest'
import { AccountSettings } from './AccountSettings'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  localStorage.clear()
})

describe('AccountSettings', () => {
  it('shows the email and switches the account type through the frame', async () => {
    const SMART = '0x00000000000000000000000000000000000000b2'
    const { core, runtime, addresses } = createAuthTestCore(
      createFakeFrameClient({
        setPreferredAccount: () => ({ type: 'smartAccount', address: SMART }),
      }),
    )
    provideAuthRuntime(core, runtime)
    core.stores.account.address = '0x00000000000000000000000000000000000000a1'
    core.stores.account.user = { email: 'visitor@example.com' }
    const view = await renderForTest(core, <AccountSettings />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('visitor@example.com')
    const button = view.container.querySelector<HTMLButtonElement>(
      '[data-testid="w3m-account-type-switch"]',
    )
    expect(button?.textContent).toBe('Switch to smart account')
    button?.click()
    await view.flush()
    expect(addresses).toEqual([SMART])
    expect(button?.textContent).toBe('Switch to EOA')
    expect(view.container.textContent).toContain('Smart account')
  })
})
