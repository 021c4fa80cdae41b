import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { UpdateEmailWallet } from './UpdateEmailWallet'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('UpdateEmailWallet', () => {
  it('refuses an address that is not one, in the spec’s words', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.account.user = { email: 'old@example.com' }
      },
    })
    const view = await renderForTest(core, <UpdateEmailWallet />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Current email: old@example.com')
    typeInto(view.container.querySelector('input') as HTMLInputElement, 'not-an-email')
    view.container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
    await view.flush()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please enter a valid email address',
    )
    expect(core.stores.auth.updateEmail.step).toBe('enterEmail')
  })

  it('asks for the code sent to the new address at the second step', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.account.user = { email: 'old@example.com' }
        Object.assign(stores.auth.updateEmail, {
          step: 'secondaryOtp',
          newEmail: 'new@example.com',
        })
      },
    })
    const view = await renderForTest(core, <UpdateEmailWallet />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Enter the code we sent to new@example.com')
  })
})
