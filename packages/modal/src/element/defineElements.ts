import { createButtonElementClass } from './createButtonElement'
import { createModalElementClass } from './createModalElement'
import { createWalletButtonElementClass } from './createWalletButtonElement'

/** Defines `<w3m-modal>`, `<w3m-button>` and `<w3m-wallet-button>` unless already defined; does nothing outside a browser. */
export function defineW3mElements(): void {
  if (typeof customElements === 'undefined') return
  if (!customElements.get('w3m-modal'))
    customElements.define('w3m-modal', createModalElementClass())
  if (!customElements.get('w3m-button'))
    customElements.define('w3m-button', createButtonElementClass())
  if (!customElements.get('w3m-wallet-button'))
    customElements.define('w3m-wallet-button', createWalletButtonElementClass())
}
