import { useEffect, useState } from 'react'
import { coreOf } from '../app/createModal'
import { adoptStyles } from '../components/styles/adoptStyles'
import { SHELL_CSS } from '../components/styles/shellCss'
import { THEME_CSS } from '../components/styles/themeCss'
import type { Core } from '../core/createCore'
import { CoreContext } from '../hooks/coreContext'
import { useStoreValue } from '../hooks/useStoreValue'
import { useThemeMode } from '../hooks/useThemeMode'
import { englishWords, useWords } from '../i18n/words'
import { formatBalance, shortAddress } from '../utils/formatAddress'
import type { W3mModalElement } from './createModalElement'
import { reactElement } from './reactElement'

export const BUTTON_CSS = `${THEME_CSS}\n${SHELL_CSS}\n.w3m-root { display: inline-block; } .w3m-connect { display: inline-flex; gap: 8px; align-items: center; }`

function findModal(modalId: string | undefined): W3mModalElement | undefined {
  const element = modalId ? document.getElementById(modalId) : document.querySelector('w3m-modal')
  return element && 'modal' in element ? (element as W3mModalElement) : undefined
}

function ButtonContent({ onClick }: { onClick: () => void }) {
  const address = useStoreValue('account', (account) => account.address)
  const status = useStoreValue('account', (account) => account.status)
  const balance = useStoreValue('account', (account) => account.balance)
  const symbol = useStoreValue('account', (account) => account.balanceSymbol)
  const theme = useThemeMode()
  // Speaks the modal's locale once its catalog is in (loaded with the modal's UI, on the first
  // open): fetching it before the click would not fit the first-load budget.
  const t = useWords()
  const busy = status === 'connecting' || status === 'reconnecting'
  const label = address
    ? [
        shortAddress(address),
        balance !== undefined ? `${formatBalance(balance, 3)} ${symbol ?? ''}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : busy
      ? t('Connecting…')
      : t('Connect Wallet')
  return (
    <div className="w3m-root" data-theme={theme}>
      <button
        type="button"
        className="w3m-button w3m-button-primary w3m-connect"
        onClick={onClick}
        data-testid="w3m-button"
      >
        {label}
      </button>
    </div>
  )
}

/** The page's `<w3m-modal>` (or the one named by `modalId`) and its core, once both exist; adopts `css`. */
export function useModalElement(
  container: ShadowRoot | undefined,
  modalId: string | undefined,
  css: string,
): { element: W3mModalElement | undefined; core: Core | undefined } {
  const [element, setElement] = useState(() => findModal(modalId))
  useEffect(() => {
    if (container) adoptStyles(container, css)
    const refresh = () => setElement(findModal(modalId))
    // The modal element may be defined or added after the button.
    void customElements.whenDefined('w3m-modal').then(refresh)
    document.addEventListener('w3m:ready', refresh)
    return () => document.removeEventListener('w3m:ready', refresh)
  }, [container, modalId, css])
  let core: Core | undefined
  try {
    core = element && coreOf(element.modal)
  } catch {
    core = undefined
  }
  return { element, core }
}

function ButtonElementRoot({ container, modalId }: { container?: ShadowRoot; modalId?: string }) {
  const { element, core } = useModalElement(container, modalId, BUTTON_CSS)
  if (!element || !core) {
    // No modal yet, so no locale to speak.
    const t = englishWords
    return (
      <button type="button" disabled>
        {t('Connect Wallet')}
      </button>
    )
  }
  return (
    <CoreContext.Provider value={core}>
      <ButtonContent onClick={() => element.open()} />
    </CoreContext.Provider>
  )
}

/** Builds the `<w3m-button>` class: opens the page's `<w3m-modal>` (or the one named by `modal-id`). */
export function createButtonElementClass(): CustomElementConstructor {
  return reactElement(ButtonElementRoot, ['modalId'])
}
