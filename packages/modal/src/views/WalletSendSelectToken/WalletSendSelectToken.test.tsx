import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { WalletSendSelectToken } from './WalletSendSelectToken'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('WalletSendSelectToken', () => {
  it('filters by search and returns to Send with the token chosen', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.balances.status = 'ready'
        stores.balances.tokens = FIXTURE_TOKENS
        stores.router.history = [
          { view: 'WalletSend', params: undefined },
          { view: 'WalletSendSelectToken', params: undefined },
        ]
        stores.router.current = { view: 'WalletSendSelectToken', params: undefined }
      },
    })
    const view = await renderForTest(core, <WalletSendSelectToken />)
    cleanup = view.unmount
    typeInto(view.container.querySelector('input') as HTMLInputElement, 'usd')
    const rows = view.container.querySelectorAll('button[data-testid^="w3m-token-"]')
    expect([...rows].map((row) => row.getAttribute('data-testid'))).toEqual(['w3m-token-USDC'])
    await act(async () => (rows[0] as HTMLButtonElement).click())
    expect(core.stores.send.token?.symbol).toBe('USDC')
    expect(core.stores.router.current.view).toBe('WalletSend')
  })
})
