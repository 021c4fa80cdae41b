import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { TokenRow } from './TokenRow'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
const USDC = FIXTURE_TOKENS[1] as (typeof FIXTURE_TOKENS)[number]

describe('TokenRow', () => {
  it('is a plain row without onChoose and a button with it', async () => {
    const plain = await renderForTest(
      createTestCore({ connected: true }),
      <TokenRow token={USDC} />,
    )
    expect(plain.container.querySelector('button')).toBeNull()
    expect(plain.container.textContent).toBe('UUSD Coin 1000 USDC$1,000.00')
    plain.unmount()
    const onChoose = vi.fn()
    const button = await renderForTest(
      createTestCore({ connected: true }),
      <TokenRow token={USDC} onChoose={onChoose} />,
    )
    cleanup = button.unmount
    button.container.querySelector('button')?.click()
    expect(onChoose).toHaveBeenCalledTimes(1)
  })
})
