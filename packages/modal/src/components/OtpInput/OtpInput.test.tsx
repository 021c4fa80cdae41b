import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { OtpInput } from './OtpInput'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('OtpInput', () => {
  it('submits by itself at the 6th digit, keeping digits only', async () => {
    const onComplete = vi.fn()
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <OtpInput onComplete={onComplete} />,
    )
    cleanup = view.unmount
    const input = view.container.querySelector('input') as HTMLInputElement
    expect(view.container.querySelector('label')?.textContent).toBe('Verification code')
    typeInto(input, '12a34')
    expect(input.value).toBe('1234')
    expect(onComplete).not.toHaveBeenCalled()
    typeInto(input, '1234 5678')
    expect(input.value).toBe('123456')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('shows the error as an alert tied to the field', async () => {
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <OtpInput onComplete={() => {}} error="Invalid code" />,
    )
    cleanup = view.unmount
    const alert = view.container.querySelector('[role="alert"]')
    expect(alert?.textContent).toBe('Invalid code')
    expect(view.container.querySelector('input')?.getAttribute('aria-describedby')).toBe(alert?.id)
  })
})
