import r2wc from '@r2wc/react-to-web-component'
import { W3mWalletButton } from '../app/WalletButton'
import { CoreContext } from '../hooks/coreContext'
import { BUTTON_CSS, useModalElement } from './createButtonElement'

function WalletButtonRoot({
  container,
  modalId,
  wallet,
}: {
  container?: ShadowRoot
  modalId?: string
  wallet?: string
}) {
  const { element, core } = useModalElement(container, modalId, BUTTON_CSS)
  if (!element || !core || !wallet) {
    return (
      <button type="button" disabled>
        {wallet ?? 'Connect'}
      </button>
    )
  }
  return (
    <CoreContext.Provider value={core}>
      <W3mWalletButton wallet={wallet} />
    </CoreContext.Provider>
  )
}

/**
 * Builds the `<w3m-wallet-button wallet="…">` class: connects the named wallet through the page's
 * `<w3m-modal>` (or the one named by `modal-id`).
 */
export function createWalletButtonElementClass(): CustomElementConstructor {
  return r2wc(WalletButtonRoot, {
    shadow: 'open',
    props: { modalId: 'string', wallet: 'string' },
  })
}
