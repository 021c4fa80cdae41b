import type { Core } from '../core/createCore'
import { closeModal, goBack, openModal, pushView } from './router'

/**
 * A request needs the visitor's approval in the frame: the modal opens (or stays open) on
 * ApproveTransaction, whose view lays the frame over the dialog.
 */
export function showApproval(core: Pick<Core, 'stores'>, { method }: { method: string }): void {
  const { stores } = core
  const { approval } = stores.auth
  approval.pending++
  approval.method = method
  if (approval.pending > 1 || stores.router.current.view === 'ApproveTransaction') return
  approval.wasOpen = stores.modal.open
  if (stores.modal.open) pushView(stores, 'ApproveTransaction')
  else openModal(stores, 'ApproveTransaction')
}

/** The request settled: once none is left, the modal returns to where it was, or closes. */
export function hideApproval(core: Pick<Core, 'stores'>): void {
  const { stores } = core
  const { approval } = stores.auth
  approval.pending = Math.max(0, approval.pending - 1)
  if (approval.pending > 0) return
  approval.method = undefined
  if (stores.router.current.view !== 'ApproveTransaction') return
  if (approval.wasOpen && stores.router.history.length > 1) goBack(stores)
  else closeModal(stores)
}
