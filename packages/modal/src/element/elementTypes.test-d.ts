import { describe, expectTypeOf, it } from 'vitest'
import type { W3mModalElement } from './createModalElement'
import './elementTypes'

declare const modal: W3mModalElement

describe('<w3m-modal> types', () => {
  it('is what querySelector and createElement return for its tag', () => {
    expectTypeOf(document.createElement('w3m-modal')).toEqualTypeOf<W3mModalElement>()
    expectTypeOf(document.querySelector('w3m-modal')).toEqualTypeOf<W3mModalElement | null>()
  })

  it('types the detail of every w3m:* event', () => {
    modal.addEventListener('w3m:connect', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<{
        address: string
        chainId: number | undefined
        connector: string | undefined
      }>()
    })
    modal.addEventListener('w3m:network-change', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<{
        chainId: number | undefined
        supported: boolean
        namespace: 'eip155' | 'solana'
        caipNetworkId: string
      }>()
    })
    modal.addEventListener('w3m:open', (event) => {
      expectTypeOf(event.detail.view).toEqualTypeOf<string>()
    })
    document.addEventListener('w3m:ready', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<null>>()
    })
  })

  it('opens a view with the params that view takes, and only those', () => {
    modal.open()
    modal.open('Networks')
    modal.open('SwitchNetwork', { chainId: 42161 })
    // @ts-expect-error SwitchNetwork needs its chain id
    modal.open('SwitchNetwork')
    // @ts-expect-error a view that takes no params gets none
    modal.open('Networks', { chainId: 1 })
    // @ts-expect-error no such view
    modal.open('Nowhere')
  })
})
