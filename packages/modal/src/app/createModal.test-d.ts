import { describe, expectTypeOf, it } from 'vitest'
import type { Modal } from './createModal'

declare const modal: Modal

describe('the Modal createModal returns', () => {
  it('keeps its core to itself', () => {
    expectTypeOf<Modal>().not.toHaveProperty('core')
  })

  it('opens a view with the params that view takes', () => {
    modal.open()
    modal.open('WalletSendSuccess', {
      hash: '0x12',
      chainId: 8453,
      amount: '1',
      symbol: 'ETH',
      to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    // @ts-expect-error the amount is a decimal string
    modal.open('WalletSendSuccess', {
      hash: '12',
      chainId: 8453,
      amount: 1,
      symbol: 'ETH',
      to: '',
    })
    // @ts-expect-error params are required for this view
    modal.open('ConnectingExternal')
  })

  it('hands each listener a typed event', () => {
    modal.on((event) => {
      if (event.type === 'network-change')
        expectTypeOf(event.detail.supported).toEqualTypeOf<boolean>()
    })
    expectTypeOf(modal.getState().chainId).toEqualTypeOf<number | undefined>()
  })
})
