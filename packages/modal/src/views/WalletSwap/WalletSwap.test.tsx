import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { apiError, CAIP_USDC, fakeSwapApi } from '../../testing/fakeSwapApi'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { WalletSwap } from './WalletSwap'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  vi.useRealTimers()
})

async function renderSwap(overrides: Parameters<typeof fakeSwapApi>[0] = {}) {
  const api = fakeSwapApi(overrides)
  apiFetch = api.fetch as unknown as typeof fetch
  const core = createTestCore({
    fetch: apiFetch,
    connected: true,
    setup: (stores) => {
      stores.balances.tokens = FIXTURE_TOKENS.map((token) =>
        token.symbol === 'USDC'
          ? { ...token, address: CAIP_USDC.split(':')[2] as `0x${string}` }
          : token,
      )
      stores.balances.status = 'ready'
    },
  })
  core.stores.router.history = [{ view: 'WalletSwap', params: undefined }]
  const view = await renderForTest(core, <WalletSwap />)
  cleanup = view.unmount
  // The client's chunk loads, then the token list arrives.
  for (let i = 0; i < 20 && view.container.querySelector('[data-testid="w3m-swap-loading"]'); i++)
    await view.flush()
  const byId = <T extends HTMLElement>(id: string) =>
    view.container.querySelector<T>(`[data-testid="${id}"]`) as T
  /** Types an amount and waits past the quote's debounce. */
  const typeAmount = async (value: string) => {
    typeInto(byId<HTMLInputElement>('w3m-send-amount'), value)
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 400)))
    await view.flush()
  }
  return { core, api, view, byId, typeAmount }
}

describe('WalletSwap', () => {
  it('defaults to the native token, quotes the typed amount once typing pauses, and reviews it', async () => {
    const { api, byId, typeAmount, view } = await renderSwap()
    // The USD values come from the prices the balances carry.
    expect(byId('w3m-swap-from').textContent).toMatch(/ETH Balance 9\.8765 · \$29,629\.63$/)
    expect(byId('w3m-swap-to').textContent).toMatch(/USDC Balance [\d,.]+ · \$1,000\.00$/)
    typeInto(byId<HTMLInputElement>('w3m-send-amount'), '0.0')
    await typeAmount('0.01')
    // Waited on the state: on a busy machine the debounce runs late.
    await vi.waitFor(() =>
      expect(byId('w3m-swap-receive')?.textContent).toBe('You receive ≈ 30 USDC ($30.00)'),
    )
    // Debounced: the half-typed amount never reached the API.
    expect(api.calls.filter((call) => call.path === '/v1/convert/quotes')).toHaveLength(1)
    expect(byId('w3m-swap-rate').textContent).toBe('1 ETH ≈ 3000 USDC')
    await act(async () => byId('w3m-swap-review').click())
    await view.flush()
    expect(byId('w3m-swap-summary-from').textContent).toBe('0.01 ETH')
    expect(byId('w3m-swap-slippage').textContent).toBe('Slippage tolerance: 1%')
    expect(byId('w3m-swap-fee').textContent).toBe('Network fee: 0.00012 ETH')
  })

  it('says when the balance is short, without asking for a quote', async () => {
    const { api, byId, typeAmount } = await renderSwap()
    await typeAmount('10')
    expect(byId('w3m-swap-error').textContent).toBe('Insufficient ETH balance')
    expect(byId<HTMLButtonElement>('w3m-swap-review').disabled).toBe(true)
    expect(api.calls.filter((call) => call.path === '/v1/convert/quotes')).toHaveLength(0)
  })

  it('shows Insufficient liquidity when the pool cannot fill', async () => {
    const { byId, typeAmount } = await renderSwap({
      '/v1/convert/quotes': apiError(400, 'INSUFFICIENT_LIQUIDITY', 'Insufficient liquidity'),
    })
    await typeAmount('1')
    await vi.waitFor(() =>
      expect(byId('w3m-swap-error')?.textContent).toBe('Insufficient liquidity'),
    )
    expect(byId('w3m-swap-receive')).toBeNull()
  })

  it('says Network not supported for Swaps on a chain the API refuses', async () => {
    const { byId } = await renderSwap({
      '/v1/convert/tokens': apiError(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain eip155:8453'),
    })
    expect(byId('w3m-swap-error').textContent).toBe('Network not supported for Swaps')
    expect(byId('w3m-swap-form')).toBeNull()
  })

  it('asks for the token list of the new chain when the wallet switches', async () => {
    const { api, core, view } = await renderSwap()
    await act(async () => {
      core.stores.chain.walletChainId = 42161
    })
    await view.flush()
    expect(
      api.calls
        .filter((call) => call.path === '/v1/convert/tokens')
        .map((call) => call.query.get('chainId')),
    ).toEqual(['eip155:8453', 'eip155:42161'])
  })
})
