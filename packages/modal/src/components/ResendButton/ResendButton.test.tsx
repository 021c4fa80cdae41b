import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { ResendButton, secondsUntil } from './ResendButton'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('ResendButton', () => {
  it('counts down the wait and only then resends', async () => {
    const onResend = vi.fn()
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ResendButton availableAt={Date.now() + 30_000} onResend={onResend} />,
    )
    cleanup = view.unmount
    const button = view.container.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toBe('Resend code in 30s')
    expect(button.disabled).toBe(true)
    button.click()
    expect(onResend).not.toHaveBeenCalled()
  })

  it('is ready once the wait has passed', async () => {
    const onResend = vi.fn()
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ResendButton availableAt={Date.now() - 1} onResend={onResend} />,
    )
    cleanup = view.unmount
    const button = view.container.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toBe('Resend code')
    button.click()
    expect(onResend).toHaveBeenCalledTimes(1)
    expect(secondsUntil(10_500, 10_000)).toBe(1)
  })
})
