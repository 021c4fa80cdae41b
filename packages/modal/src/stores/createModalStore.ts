import { proxy } from 'valtio/vanilla'

/** Modal state: whether it is open, busy, or shaking to refuse a close. */
export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  /**
   * Set by a switch to another namespace whose wallet cannot follow: Connect then lists only
   * that namespace's wallets, until the modal closes (docs/behaviour.md#views).
   */
  connectNamespace?: 'eip155' | 'solana' | undefined
}

/** A closed modal. */
const DEFAULT_MODAL_STATE: Readonly<ModalState> = Object.freeze({
  open: false,
  loading: false,
  shake: false,
})

/** A fresh modal store. */
export function createModalStore() {
  return proxy<ModalState>({ ...DEFAULT_MODAL_STATE })
}
