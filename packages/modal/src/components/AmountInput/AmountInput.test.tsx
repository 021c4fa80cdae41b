import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { AmountInput } from './AmountInput'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('AmountInput', () => {
  it('hands on what is typed (a comma read as a dot) and offers Max', async () => {
    const onChange = vi.fn()
    const onMax = vi.fn()
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <AmountInput value="" symbol="USDC" onChange={onChange} onMax={onMax} />,
    )
    cleanup = view.unmount
    expect(view.container.querySelector('label')?.textContent).toBe('Amount (USDC)')
    typeInto(view.container.querySelector('input') as HTMLInputElement, '5,5')
    expect(onChange).toHaveBeenLastCalledWith('5.5')
    view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-send-max"]')?.click()
    expect(onMax).toHaveBeenCalledTimes(1)
  })
})
