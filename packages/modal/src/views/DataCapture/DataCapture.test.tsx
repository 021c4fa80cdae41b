import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { rememberEmail } from '../../utils/emailSuggestions'
import { DataCapture } from './DataCapture'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  localStorage.clear()
})

const SIWX = { statement: 'Sign in', sessionUrl: 'http://127.0.0.1:4100/auth/v1' }

async function render(captureEmail: 'optional' | 'required', withRecent = false) {
  const core = createTestCore({ connected: true, options: { siwx: { ...SIWX, captureEmail } } })
  core.storage = localStorage
  if (withRecent) rememberEmail(localStorage, 'ada@example.com')
  const view = await renderForTest(core, <DataCapture />)
  cleanup = view.unmount
  return { core, view }
}

describe('DataCapture', () => {
  it('suggests common domains while typing; a pick fills the field', async () => {
    const { view } = await render('optional')
    const input = view.container.querySelector('input') as HTMLInputElement
    typeInto(input, 'ada@ou')
    await view.flush()
    const suggestions = view.container.querySelector('[data-testid="w3m-data-capture-suggestions"]')
    expect([...(suggestions?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'ada@outlook.com',
    ])
    suggestions?.querySelector('button')?.click()
    await view.flush()
    expect(input.value).toBe('ada@outlook.com')
  })

  it('lists recent addresses while the field is empty; a bad address warns and keeps the text', async () => {
    const { core, view } = await render('optional', true)
    expect(
      view.container.querySelector('[data-testid="w3m-data-capture-recent"]')?.textContent,
    ).toContain('ada@example.com')
    const input = view.container.querySelector('input') as HTMLInputElement
    typeInto(input, 'ada@')
    await view.flush()
    expect(view.container.querySelector('[data-testid="w3m-data-capture-recent"]')).toBeNull()
    view.container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
    await view.flush()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please enter a valid email address',
    )
    expect(input.value).toBe('ada@')
    expect(core.stores.auth.dataCapture.step).toBe('enterEmail')
  })

  it('offers Skip only when the host allows it', async () => {
    const optional = await render('optional')
    expect(
      optional.view.container.querySelector('[data-testid="w3m-data-capture-skip"]'),
    ).not.toBeNull()
    cleanup?.()
    const required = await render('required')
    expect(
      required.view.container.querySelector('[data-testid="w3m-data-capture-skip"]'),
    ).toBeNull()
  })

  it('asks for the code sent to the address, with the error of a wrong one', async () => {
    const core = createTestCore({
      connected: true,
      options: { siwx: { ...SIWX, captureEmail: 'optional' } },
      setup: (stores) => {
        Object.assign(stores.auth.dataCapture, {
          step: 'code',
          email: 'ada@example.com',
          error: 'Invalid code',
          resendAt: Date.now() + 30_000,
        })
      },
    })
    const view = await renderForTest(core, <DataCapture />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Enter the code we sent to ada@example.com')
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Invalid code')
    expect(
      view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-resend-code"]')?.disabled,
    ).toBe(true)
  })
})
