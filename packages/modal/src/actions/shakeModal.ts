import type { Core } from '../core/createCore'
import { SHAKE_DURATION_MS } from '../utils/constants'
import { closeModal } from './router'

/** Shakes the modal for 500 ms (docs/behaviour.md#views): its answer to a close it refuses. */
export function shakeModal(core: Pick<Core, 'stores' | 'shakeTimer'>): void {
  const { modal } = core.stores
  clearTimeout(core.shakeTimer)
  modal.shake = true
  // A spent timer is harmless to clear, so it stays on the core until the next shake.
  core.shakeTimer = setTimeout(() => {
    modal.shake = false
  }, SHAKE_DURATION_MS)
}

/** Views the visitor cannot dismiss: closing them shakes instead (the wallet must leave the chain first). */
const UNDISMISSABLE_VIEWS = ['UnsupportedChain'] as const

/** Escape or the overlay: closes, or shakes on a view that must not be dismissed. */
export function requestClose(core: Pick<Core, 'stores' | 'shakeTimer'>): 'closed' | 'shook' {
  const { stores } = core
  const { view } = stores.router.current
  // A host that requires the email keeps DataCapture up until it is confirmed.
  const required = view === 'DataCapture' && stores.options.siwx?.captureEmail === 'required'
  if ((UNDISMISSABLE_VIEWS as readonly string[]).includes(view) || required) {
    shakeModal(core)
    return 'shook'
  }
  closeModal(stores)
  return 'closed'
}
