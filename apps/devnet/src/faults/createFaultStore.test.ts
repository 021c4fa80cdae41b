import { describe, expect, it } from 'vitest'
import { createFaultStore, faultRequestSchema } from './createFaultStore'

const fault = (input: Record<string, unknown>) => faultRequestSchema.parse(input)

describe('createFaultStore', () => {
  it('matches one segment per * or :param and wears off after count calls', () => {
    const store = createFaultStore()
    store.add(fault({ route: '/v1/account/:address/balance', kind: 503, count: 2 }))
    expect(store.take('GET', '/v1/account/0xabc/history')).toBeUndefined()
    expect(store.take('GET', '/v1/account/0xabc/balance')?.kind).toBe('503')
    expect(store.take('GET', '/v1/account/0xdef/balance/')?.remaining).toBe(0)
    expect(store.take('GET', '/v1/account/0xabc/balance')).toBeUndefined()
  })

  it('filters by method and clears by route', () => {
    const store = createFaultStore()
    store.add(fault({ route: '/v1/fungible/price', kind: 'delay', method: 'post' }))
    store.add(fault({ route: '/v1/supported-chains', kind: 'drop' }))
    expect(store.take('GET', '/v1/fungible/price')).toBeUndefined()
    store.clear('/v1/supported-chains')
    expect(store.list().map((f) => f.route)).toEqual(['/v1/fungible/price'])
    expect(store.take('POST', '/v1/fungible/price')?.delayMs).toBe(1000)
  })

  it('refuses unknown kinds and relative routes', () => {
    expect(faultRequestSchema.safeParse({ route: '/x', kind: 'explode' }).success).toBe(false)
    expect(faultRequestSchema.safeParse({ route: 'x', kind: 500 }).success).toBe(false)
  })
})
