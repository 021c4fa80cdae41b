import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectionRejectedError } from '../errors/errors'
import type { Stores } from '../stores/createStores'
import { createTestCore } from '../testing/createTestCore'
import { shakeModal } from './shakeModal'
import { dismissToast, showErrorToast, showToast } from './toast'

const visible = (stores: Stores) =>
  stores.toast.toasts.filter((toast) => toast.visible).map((toast) => toast.message)

describe('toasts (docs/behaviour.md#toasts)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows at once when none is open and leaves after 4000 ms', () => {
    const stores = createTestCore().stores
    showToast(stores, 'success', 'Address copied')
    expect(visible(stores)).toEqual(['Address copied'])
    vi.advanceTimersByTime(3999)
    expect(visible(stores)).toEqual(['Address copied'])
    vi.advanceTimersByTime(1)
    expect(stores.toast.toasts).toEqual([])
  })

  it('hides the open toast and shows the new one after 150 ms', () => {
    const stores = createTestCore().stores
    showToast(stores, 'success', 'first')
    showToast(stores, 'error', 'second')
    expect(visible(stores)).toEqual([])
    vi.advanceTimersByTime(149)
    expect(visible(stores)).toEqual([])
    vi.advanceTimersByTime(1)
    expect(visible(stores)).toEqual(['second'])
  })

  it('keeps at most 3 toasts', () => {
    const stores = createTestCore().stores
    for (const message of ['a', 'b', 'c', 'd', 'e']) {
      showToast(stores, 'loading', message)
      vi.advanceTimersByTime(150)
    }
    expect(stores.toast.toasts.map((toast) => toast.message)).toEqual(['c', 'd', 'e'])
  })

  it('keeps a loading toast until dismissed', () => {
    const stores = createTestCore().stores
    const id = showToast(stores, 'loading', 'Authenticating...')
    vi.advanceTimersByTime(10_000)
    expect(visible(stores)).toEqual(['Authenticating...'])
    dismissToast(stores, id)
    expect(stores.toast.toasts).toEqual([])
  })

  it('words an error toast with the error short message', () => {
    const stores = createTestCore().stores
    showErrorToast(stores, new ConnectionRejectedError({ cause: new Error('4001') }))
    showErrorToast(stores, new Error('raw provider text'))
    vi.advanceTimersByTime(150)
    expect(stores.toast.toasts.map((toast) => [toast.variant, toast.message])).toEqual([
      ['error', 'Connection rejected'],
      ['error', 'Something went wrong'],
    ])
  })

  it('shakes for 500 ms', () => {
    const core = createTestCore()
    const { stores } = core
    shakeModal(core)
    expect(stores.modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(stores.modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(stores.modal.shake).toBe(false)
  })
})
