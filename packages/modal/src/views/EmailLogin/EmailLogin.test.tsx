import { ref } from 'valtio/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { provideAuthRuntime } from '../../actions/loadAuthConnector'
import de from '../../i18n/catalogs/de'
import { createAuthTestCore, createFakeFrameClient } from '../../testing/fakeAuthRuntime'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { EmailLogin } from './EmailLogin'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  localStorage.clear()
})

describe('EmailLogin', () => {
  it('sends the email on arrival, takes the code at the 6th digit and connects', async () => {
    const client = createFakeFrameClient({
      connectEmail: () => ({ action: 'VERIFY_OTP' }),
      connectOtp: () => undefined,
    })
    const { core, runtime, connected } = createAuthTestCore(client)
    provideAuthRuntime(core, runtime)
    core.stores.router.current = { view: 'EmailLogin', params: { email: 'a@example.com' } }
    const view = await renderForTest(core, <EmailLogin />)
    cleanup = view.unmount
    await view.flush()
    expect(view.container.textContent).toContain('Enter the code we sent to a@example.com')
    expect(view.container.textContent).toContain('Resend code')
    typeInto(view.container.querySelector('input') as HTMLInputElement, '424242')
    await view.flush()
    expect(client.calls.map((call) => call.name)).toEqual(['connectEmail', 'connectOtp'])
    expect(connected).toHaveLength(1)
    expect(core.stores.router.current.view).toBe('Account')
  })

  it('a new device waits for the approval link', async () => {
    const client = createFakeFrameClient({
      connectEmail: () => ({ action: 'VERIFY_DEVICE' }),
      connectDevice: () => new Promise(() => {}),
    })
    const { core, runtime } = createAuthTestCore(client)
    provideAuthRuntime(core, runtime)
    core.stores.router.current = { view: 'EmailLogin', params: { email: 'b@example.com' } }
    const view = await renderForTest(core, <EmailLogin />)
    cleanup = view.unmount
    await view.flush()
    expect(view.container.textContent).toContain('We sent an approval link to b@example.com')
  })

  it('speaks the modal’s locale: the address in bold inside the sentence, the failure from the store', async () => {
    const client = createFakeFrameClient({
      connectEmail: () => ({ action: 'VERIFY_OTP' }),
      connectOtp: () => {
        throw Object.assign(new Error('timed out'), { code: 'APKT004' })
      },
    })
    const { core, runtime } = createAuthTestCore(client)
    provideAuthRuntime(core, runtime)
    Object.assign(core.stores.options, { locale: 'de', catalog: ref(de) })
    core.stores.router.current = { view: 'EmailLogin', params: { email: 'c@example.com' } }
    const view = await renderForTest(core, <EmailLogin />)
    cleanup = view.unmount
    await view.flush()
    const prompt = view.container.querySelector('.w3m-text-secondary')
    expect(prompt?.textContent).toBe('Gib den Code ein, den wir an c@example.com gesendet haben')
    expect(prompt?.querySelector('strong')?.textContent).toBe('c@example.com')
    typeInto(view.container.querySelector('input') as HTMLInputElement, '424242')
    await view.flush()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Zeitüberschreitung bei der Wallet-Anfrage',
    )
  })
})
