import { lazy, Suspense } from 'react'
import { CoreContext } from '../hooks/coreContext'
import { englishWords } from '../i18n/words'
import { BUTTON_CSS, useModalElement } from './createButtonElement'
import { reactElement } from './reactElement'

// Its own chunk: a page without wallet buttons fetches none of it, one with them after the first paint.
const W3mWalletButton = lazy(() =>
  import('../app/WalletButton').then((module) => ({ default: module.W3mWalletButton })),
)

/**
 * The disabled button until the wallet button's chunk is in: the wallet's own name, or (an element
 * without `wallet`) 'Connect' in English, which costs the first-load entry no catalog lookup.
 */
function Placeholder({ wallet }: { wallet: string | undefined }) {
  const t = englishWords
  return (
    <button type="button" disabled>
      {wallet ?? t('Connect')}
    </button>
  )
}

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
  if (!element || !core || !wallet) return <Placeholder wallet={wallet} />
  return (
    <CoreContext.Provider value={core}>
      <Suspense fallback={<Placeholder wallet={wallet} />}>
        <W3mWalletButton wallet={wallet} />
      </Suspense>
    </CoreContext.Provider>
  )
}

/**
 * Builds the `<w3m-wallet-button wallet="…">` class: connects the named wallet through the page's
 * `<w3m-modal>` (or the one named by `modal-id`).
 */
export function createWalletButtonElementClass(): CustomElementConstructor {
  return reactElement(WalletButtonRoot, ['modalId', 'wallet'])
}
