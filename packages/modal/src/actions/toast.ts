import type { Stores } from '../stores/createStores'
import type { ToastVariant } from '../stores/createToastStore'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_RESHOW_DELAY_MS } from '../utils/constants'

type ToastStores = Pick<Stores, 'toast'>

/**
 * Shows a toast (docs/behaviour.md#toasts): open toasts hide first and the new one appears 150 ms later;
 * at most 3 stay on screen; each leaves after 4000 ms. Returns the toast's id.
 */
export function showToast(stores: ToastStores, variant: ToastVariant, message: string): number {
  const { toast } = stores
  const id = toast.nextId++
  const anyVisible = toast.toasts.some((item) => item.visible)
  for (const item of toast.toasts) item.visible = false
  const show = () => {
    toast.toasts.push({ id, variant, message, visible: true })
    while (toast.toasts.length > TOAST_MAX_VISIBLE) toast.toasts.shift()
    // A loading toast stays until replaced or dismissed: the work it announces is still going.
    if (variant !== 'loading') setTimeout(() => dismissToast(stores, id), TOAST_DURATION_MS)
  }
  if (anyVisible) setTimeout(show, TOAST_RESHOW_DELAY_MS)
  else show()
  return id
}

/** Removes one toast. */
export function dismissToast(stores: ToastStores, id: number): void {
  const index = stores.toast.toasts.findIndex((item) => item.id === id)
  if (index >= 0) stores.toast.toasts.splice(index, 1)
}

/** Shows an error toast with the error's visitor-facing words (its shortMessage when it has one). */
export function showErrorToast(
  stores: ToastStores,
  error: unknown,
  fallback = 'Something went wrong',
): number {
  const message =
    error &&
    typeof error === 'object' &&
    'shortMessage' in error &&
    typeof error.shortMessage === 'string'
      ? error.shortMessage
      : fallback
  return showToast(stores, 'error', message)
}
