import { lazy, Suspense } from 'react'
import { CoreContext } from '../hooks/coreContext'
import { englishT, type Translate, useT } from '../i18n/translate'
import { BUTTON_CSS, useModalElement } from './createButtonElement'
import { reactElement } from './reactElement'

// Its own chunk: a page without wallet buttons fetches none of it, one with them after the first paint.
const W3mWalletButton = lazy(() =>
  import('../app/WalletButton').then((module) => ({ default: module.W3mWalletButton })),
)

/** The disabled button until the wallet button's chunk is in; `t` is English with no modal yet. */
function Placeholder({ wallet, t }: { wallet: string | undefined; t: Translate }) {
  return (
    <button type="button" disabled>
      {wallet ?? t('Connect')}
    </button>
  )
}

/** The placeholder inside a modal's context: in its locale once the catalog is in. */
function ModalPlaceholder({ wallet }: { wallet: string | undefined }) {
  const t = useT()
  return <Placeholder wallet={wallet} t={t} />
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
  if (!element || !core) return <Placeholder wallet={wallet} t={englishT} />
  return (
    <CoreContext.Provider value={core}>
      {wallet ? (
        <Suspense fallback={<ModalPlaceholder wallet={wallet} />}>
          <W3mWalletButton wallet={wallet} />
        </Suspense>
      ) : (
        <ModalPlaceholder wallet={wallet} />
      )}
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
