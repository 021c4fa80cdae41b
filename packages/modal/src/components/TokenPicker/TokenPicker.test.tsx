import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { type PickerToken, TokenPicker } from './TokenPicker'

const TOKENS: PickerToken[] = [
  { address: 'eip155:8453:0xeee', symbol: 'ETH', name: 'Ether', balance: '1.5', logoUri: '' },
  { address: 'eip155:8453:0xusd', symbol: 'USDC', name: 'USD Coin', balance: '850', logoUri: '' },
  { address: 'eip155:8453:0xdev', symbol: 'DEV', name: 'Devnet Token', balance: '0', logoUri: '' },
]

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
    expect(trigger.textContent).toBe('EETH Balance 1.5')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect($('from-list')).toBeNull()

    act(() => trigger.click())
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const rows = () => [...view.container.querySelectorAll('[data-testid="from-list"] li')]
    expect(rows().map((row) => row.textContent)).toEqual([
      'EETH Ether1.5',
      'UUSDC USD Coin850',
      'DDEV Devnet Token0',
    ])
    typeInto(view.container.querySelector('input[type="search"]') as HTMLInputElement, 'coin')
    expect(rows().map((row) => row.textContent)).toEqual(['UUSDC USD Coin850'])

    act(() => $('from-USDC')?.click())
    expect(onChange).toHaveBeenCalledWith('eip155:8453:0xusd')
    expect($('from-list')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })
})
