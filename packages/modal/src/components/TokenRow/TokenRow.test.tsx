import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageUrlOf } from '../../clients/explorerImageUrl'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { TokenIcon, TokenRow } from './TokenRow'

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
    expect(plain.container.textContent).toBe('USD Coin 1000 USDC$1,000.00')
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

/** Fails the shown image the way the browser does when it cannot load it. */
const failImage = (container: HTMLElement) =>
  act(() => {
    container.querySelector('img')?.dispatchEvent(new Event('error'))
  })

describe('TokenIcon', () => {
  it("shows the token's own icon, then the explorer's image of its symbol, then its first letter", async () => {
    const core = createTestCore()
    const view = await renderForTest(
      core,
      <TokenIcon
        token={{ symbol: 'DEV', iconUrl: 'http://127.0.0.1:4100/devnet/icons/DEV.svg' }}
      />,
    )
    cleanup = view.unmount
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1:4100/devnet/icons/DEV.svg',
    )
    await failImage(view.container)
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1:4100/public/getTokenImage/DEV?projectId=11111111111111111111111111111111',
    )
    await failImage(view.container)
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.querySelector('[data-fallback="token"]')?.textContent).toBe('D')
  })

  it('asks the explorer for a token without an icon of its own, and starts over for another token', async () => {
    const core = createTestCore()
    const view = await renderForTest(core, <TokenIcon token={{ symbol: 'usdc', iconUrl: '' }} />)
    cleanup = view.unmount
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(
      imageUrlOf(core, 'token', 'USDC'),
    )
    await failImage(view.container)
    expect(view.container.querySelector('img')).toBeNull()
  })
})
