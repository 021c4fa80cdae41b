import { proxy } from 'valtio/vanilla'

/** Kinds of toast (docs/behaviour.md#toasts). */
export type ToastVariant = 'loading' | 'success' | 'error'

/** One toast; `visible` false while it animates away. */
export type Toast = { id: number; variant: ToastVariant; message: string; visible: boolean }

/** Toast state: the toasts on screen, newest last, plus the counter that names them. */
export type ToastState = { toasts: Toast[]; nextId: number }

/** A fresh toast store. */
export function createToastStore() {
  return proxy<ToastState>({ toasts: [], nextId: 1 })
}
