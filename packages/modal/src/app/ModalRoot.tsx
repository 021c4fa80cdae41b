import { type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { closeModal } from '../actions/router'
import { useCore } from '../hooks/coreContext'
import { useStoreValue } from '../hooks/useStoreValue'
import { useThemeMode } from '../hooks/useThemeMode'

type ModalAppComponent = typeof import('./ModalApp').ModalApp

/**
 * The modal's UI (views, dialog, toasts): a chunk of its own, fetched on the first open; rendered
 * once the frame after it has painted (`paintedModalApp`), its styles already in the shell's
 * shadow root by then.
 */
const loadModalApp = (shell: () => Node | null) =>
  import('./ModalApp').then((module) => module.paintedModalApp(shell))

/** Rows the shell holds, as many as Connect holds while the explorer answers (no jump when it comes). */
const SHELL_ROWS = 3

/**
 * What the first frame after the first click shows while ModalApp's chunk arrives: the dialog's
 * frame with Connect's title and its placeholder rows, the same boxes as Connect waiting for the
 * explorer, so nothing moves when Connect replaces it (docs/behaviour.md#first-open).
 */
export function ModalShell({
  shown,
  root,
}: {
  shown?: RefObject<boolean>
  /** The shell's outermost node, for ModalApp's styles to find its shadow root before it takes over. */
  root?: RefObject<HTMLDivElement | null>
}) {
  const core = useCore()
  const dialog = useRef<HTMLDivElement>(null)
  const close = () => closeModal(core.stores)
  // ModalApp's dialog then takes over without playing the entrance again. Focus moves into the
  // shell before its first paint and, when the shell goes (ModalApp in its place, or the modal
  // closed), back to the opener: ModalApp's Dialog, mounting next, takes the opener as the focus
  // to return on close, as it does when it opens on its own (docs/behaviour.md#first-open).
  useLayoutEffect(() => {
    if (shown) shown.current = true
    let opener = document.activeElement
    while (opener?.shadowRoot?.activeElement) opener = opener.shadowRoot.activeElement
    dialog.current?.focus({ preventScroll: true })
    return () => (opener as HTMLElement | null)?.focus?.({ preventScroll: true })
  }, [shown])
  const connect = useStoreValue('router', (router) => router.current.view === 'Connect')
  const theme = useThemeMode()
  return (
    <div className="w3m-root" data-theme={theme} ref={root}>
      <div className="w3m-overlay" data-testid="w3m-overlay">
        {/* Tab stays on the shell's one control; Escape closes, as in the Dialog. */}
        <div
          ref={dialog}
          className="w3m-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby="w3m-shell-title"
          aria-busy="true"
          tabIndex={-1}
          data-testid="w3m-dialog"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
            else if (event.key === 'Tab') {
              event.preventDefault()
              event.currentTarget.querySelector('button')?.focus()
            }
          }}
        >
          <header className="w3m-header">
            <span />
            <h2 id="w3m-shell-title" className="w3m-title" data-testid="w3m-title">
              {connect ? 'Connect wallet' : ''}
            </h2>
            <button
              type="button"
              className="w3m-icon-button"
              aria-label="Close"
              onClick={close}
              data-testid="w3m-close"
            >
              {/* Icon's close path, without Icon's table of every path. */}
              <svg
                className="w3m-icon"
                viewBox="0 0 24 24"
                width={20}
                height={20}
                aria-hidden="true"
                focusable="false"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </header>
          <div className="w3m-body">
            <div className="w3m-view">
              {connect ? (
                <ul className="w3m-list" aria-label="Wallets">
                  {Array.from({ length: SHELL_ROWS }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
                    <li key={index} className="w3m-row w3m-skeleton" aria-hidden="true">
                      <span className="w3m-wallet-image" />
                      <span className="w3m-skeleton-line" />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="w3m-center">
                  <div className="w3m-spinner" aria-hidden="true" />
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * The modal's UI as the first load holds it: nothing until the modal first opens (or a toast
 * comes), then ModalApp, with the shell in its place for the frames its chunk takes. The chunk is
 * awaited in state, not by React.lazy and Suspense: React holds a retry that replaces a Suspense
 * fallback until 300 ms after that fallback appeared, which kept Connect off the screen for that
 * long whatever the chunk took (docs/behaviour.md#first-open).
 */
export function ModalRoot() {
  const open = useStoreValue('modal', (modal) => modal.open)
  const toasts = useStoreValue('toast', (toast) => toast.toasts.length > 0)
  // When it was first wanted: the shell (shown on an open) begins its entrance with that frame.
  const [wanted, setWanted] = useState<number>()
  const [App, setApp] = useState<ModalAppComponent>()
  const shellShown = useRef(false)
  const shellRoot = useRef<HTMLDivElement>(null)
  if (!wanted && (open || toasts)) {
    setWanted(performance.now())
    // Fetched from the render that first wants it, as React.lazy does (a replayed render asks the
    // module cache again). A chunk that cannot load leaves the shell, whose Close still works.
    loadModalApp(() => shellRoot.current).then((loaded) => setApp(() => loaded))
  }
  if (!wanted) return null
  if (!App) return open ? <ModalShell shown={shellShown} root={shellRoot} /> : null
  return <App continuesShell={shellShown} shellSince={wanted} />
}
