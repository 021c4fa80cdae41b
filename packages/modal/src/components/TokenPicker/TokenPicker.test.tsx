import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { Dialog } from '../Dialog/Dialog'
import { type PickerToken, TokenPicker } from './TokenPicker'

const TOKENS: PickerToken[] = [
  { address: 'eip155:8453:0xeee', symbol: 'ETH', name: 'Ether', balance: '1.5', logoUri: '' },
  { address: 'eip155:8453:0xusd', symbol: 'USDC', name: 'USD Coin', balance: '850', logoUri: '' },
  { address: 'eip155:8453:0xdev', symbol: 'DEV', name: 'Devnet Token', balance: '0', logoUri: '' },
]
/** The same tokens with the USD values the balances carry (DEV unpriced). */
const PRICED: PickerToken[] = TOKENS.map((token) => ({
  ...token,
  value: token.symbol === 'ETH' ? 4500 : token.symbol === 'USDC' ? 850 : undefined,
}))

const pressEscape = (target: Element) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    )
  })

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('TokenPicker', () => {
  it('shows the chosen token, opens a searchable list, and closes on a choice', async () => {
    const onChange = vi.fn()
    const view = await renderForTest(
      createTestCore(),
      <TokenPicker
        label="From"
        testId="from"
        tokens={TOKENS}
        value={TOKENS[0]?.address ?? ''}
        onChange={onChange}
      />,
    )
    cleanup = view.unmount
    const $ = (testId: string) =>
      view.container.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
    const trigger = $('from') as HTMLButtonElement
    expect(trigger.textContent).toBe('ETH Balance 1.5')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect($('from-list')).toBeNull()

    act(() => trigger.click())
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const rows = () => [...view.container.querySelectorAll('[data-testid="from-list"] li')]
    expect(rows().map((row) => row.textContent)).toEqual([
      'ETH Ether1.5',
      'USDC USD Coin850',
      'DEV Devnet Token0',
    ])
    typeInto(view.container.querySelector('input[type="search"]') as HTMLInputElement, 'coin')
    expect(rows().map((row) => row.textContent)).toEqual(['USDC USD Coin850'])

    act(() => $('from-USDC')?.click())
    expect(onChange).toHaveBeenCalledWith('eip155:8453:0xusd')
    expect($('from-list')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('shows the USD value beside each balance, and none for an unpriced token', async () => {
    const view = await renderForTest(
      createTestCore(),
      <TokenPicker
        label="From"
        testId="from"
        tokens={PRICED}
        value="eip155:8453:0xeee"
        onChange={vi.fn()}
      />,
    )
    cleanup = view.unmount
    const trigger = view.container.querySelector<HTMLButtonElement>('[data-testid="from"]')
    expect(trigger?.textContent).toBe('ETH Balance 1.5 · $4,500.00')
    act(() => trigger?.click())
    expect(
      [...view.container.querySelectorAll('[data-testid="from-list"] li')].map(
        (row) => row.textContent,
      ),
    ).toEqual(['ETH Ether1.5$4,500.00', 'USDC USD Coin850$850.00', 'DEV Devnet Token0'])
  })

  it('closes only its list on Escape inside the dialog; the next Escape closes the dialog', async () => {
    const onRequestClose = vi.fn()
    const view = await renderForTest(
      createTestCore(),
      <Dialog title="Swap" shake={false} onRequestClose={onRequestClose} onClose={onRequestClose}>
        <TokenPicker
          label="From"
          testId="from"
          tokens={PRICED}
          value="eip155:8453:0xeee"
          onChange={vi.fn()}
        />
      </Dialog>,
    )
    cleanup = view.unmount
    const trigger = view.container.querySelector<HTMLButtonElement>('[data-testid="from"]')
    act(() => trigger?.click())
    const search = view.container.querySelector<HTMLInputElement>('input[type="search"]')
    expect(document.activeElement).toBe(search)
    pressEscape(search as HTMLInputElement)
    expect(view.container.querySelector('[data-testid="from-list"]')).toBeNull()
    expect(trigger?.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger)
    expect(onRequestClose).not.toHaveBeenCalled()

    pressEscape(trigger as HTMLButtonElement)
    expect(onRequestClose).toHaveBeenCalledOnce()
  })
})
