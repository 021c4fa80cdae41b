import { subscribe } from 'valtio/vanilla'
import { ModalClosedError } from '../errors/errors'

/**
 * A promise that rejects with 'Modal closed' when the open modal closes (docs/behaviour.md#errors);
 * it never settles when the modal is not open now (a connection started by the host's code).
 * `stop()` ends the watch.
 */
export function whenModalCloses(stores: { modal: { open: boolean } }) {
  let stop = () => {}
  const promise = new Promise<never>((_, reject) => {
    if (!stores.modal.open) return
    stop = subscribe(stores.modal, () => {
      if (stores.modal.open) return
      stop()
      reject(new ModalClosedError())
    })
  })
  promise.catch(() => {})
  return { promise, stop: () => stop() }
}
