import { createButtonElementClass } from './createButtonElement'
import { createModalElementClass } from './createModalElement'

/** Defines `<w3m-modal>` and `<w3m-button>` unless already defined; does nothing outside a browser. */
export function defineW3mElements(): void {
  if (typeof customElements === 'undefined') return
  if (!customElements.get('w3m-modal'))
    customElements.define('w3m-modal', createModalElementClass())
  if (!customElements.get('w3m-button'))
    customElements.define('w3m-button', createButtonElementClass())
}
