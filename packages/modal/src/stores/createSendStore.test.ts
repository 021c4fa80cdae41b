import { describe, expect, it } from 'vitest'
import { createActivityStore, DEFAULT_ACTIVITY_STATE } from './createActivityStore'
import { createBalancesStore, DEFAULT_BALANCES_STATE } from './createBalancesStore'
import { createSendStore, DEFAULT_SEND_STATE } from './createSendStore'

describe('account feature stores', () => {
  it('start from frozen defaults and never share state between modals', () => {
    for (const [create, defaults] of [
      [createSendStore, DEFAULT_SEND_STATE],
      [createBalancesStore, DEFAULT_BALANCES_STATE],
      [createActivityStore, DEFAULT_ACTIVITY_STATE],
    ] as const) {
      expect(Object.isFrozen(defaults)).toBe(true)
      const a = create()
      const b = create()
      expect({ ...a }).toEqual({ ...defaults })
      expect(a).not.toBe(b)
    }
    const one = createSendStore()
    const two = createSendStore()
    one.sendTokenAmount = '1'
    expect(two.sendTokenAmount).toBe('')
    const balances = createBalancesStore()
    balances.tokens.push({} as never)
    expect(createBalancesStore().tokens).toEqual([])
  })
})
