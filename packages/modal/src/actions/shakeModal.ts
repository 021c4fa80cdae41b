import type { Stores } from '../stores/createStores'
import { SHAKE_DURATION_MS } from '../utils/constants'
import { closeModal } from './router'

const timers = new WeakMap<object, ReturnType<typeof setTimeout>>()

/** Shakes the modal for 500 ms (SPEC §2): its answer to a close it refuses. */
export function shakeModal(stores: Pick<Stores, 'modal'>): void {
  const previous = timers.get(stores.modal)
  if (previous) clearTimeout(previous)
  stores.modal.shake = true
  timers.set(
    stores.modal,
    setTimeout(() => {
      stores.modal.shake = false
      timers.delete(stores.modal)
    }, SHAKE_DURATION_MS),
  )
}

/** Views the visitor cannot dismiss: closing them shakes instead (the wallet must leave the chain first). */
export const UNDISMISSABLE_VIEWS = ['UnsupportedChain'] as const

/** Escape or the overlay: closes, or shakes on a view that must not be dismissed. */
export function requestClose(
  stores: Pick<Stores, 'modal' | 'router' | 'account' | 'project'>,
): 'closed' | 'shook' {
  if ((UNDISMISSABLE_VIEWS as readonly string[]).includes(stores.router.current.view)) {
    shakeModal(stores)
    return 'shook'
  }
  closeModal(stores)
  return 'closed'
}
