import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { WalletSend } from './WalletSend'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

let cleanup: (() => void) | undefined
beforeEach(() => {
  apiFetch = vi.fn(async () =>
    Response.json({ name: null, avatar: null }),
  ) as unknown as typeof fetch
})
afterEach(() => {
  cleanup?.()
})

describe('WalletSend', () => {
  it('shows each problem of the form in its words, then moves on to the preview', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    core.stores.router.history = [{ view: 'WalletSend', params: undefined }]
    const view = await renderForTest(core, <WalletSend />)
    cleanup = view.unmount
    const byId = <T extends HTMLElement>(id: string) =>
      view.container.querySelector<T>(`[data-testid="${id}"]`) as T
    const submit = () => act(async () => byId('w3m-send-preview').click())
    await submit()
    expect(byId('w3m-send-error').textContent).toBe('A token is required')
    await act(async () => {
      core.stores.send.token = { ...(FIXTURE_TOKENS[1] as (typeof FIXTURE_TOKENS)[number]) }
    })
    // The chosen token's balance with its USD value, from the price the balances carry.
    expect(byId('w3m-send-token-balance').textContent).toMatch(/^ Balance [\d,.]+ · \$1,000\.00$/)
    await submit()
    expect(byId('w3m-send-error').textContent).toBe('An amount and receiver address are required')
    typeInto(byId<HTMLInputElement>('w3m-send-amount'), '5000.5')
    typeInto(
      byId<HTMLInputElement>('w3m-send-receiver'),
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    )
    await view.flush()
    await submit()
    expect(byId('w3m-send-error').textContent).toBe('Insufficient USDC balance')
    typeInto(byId<HTMLInputElement>('w3m-send-amount'), '5')
    await submit()
    expect(byId('w3m-send-error')).toBeNull()
    expect(core.stores.router.current.view).toBe('WalletSendPreview')
    expect(core.stores.send.receiverAddress).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })
})
