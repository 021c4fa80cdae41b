import { memo, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { getVersion } from 'valtio/vanilla'
import { closeModal } from '../actions/router'
import { WalletImg, WalletRowFrame } from '../components/WalletRow/WalletRowFrame'
import type { Core } from '../core/createCore'
import { useCore } from '../hooks/coreContext'
import { useStoreValue } from '../hooks/useStoreValue'
import { useThemeMode } from '../hooks/useThemeMode'
import { pageWalletItems } from '../stores/pageWallets'
import { afterPaint } from '../utils/afterPaint'
import { connectLoginOptions } from '../utils/filterSocials'
import { IMAGE_DATA_URL } from '../utils/imageDataUrl'
import { whenIdle } from '../utils/whenIdle'

type ModalAppComponent = typeof import('./ModalApp').ModalApp

/**
 * The modal's UI (views, dialog, toasts): a chunk of its own, fetched on the first open; rendered
 * once the frame after it has painted (`paintedModalApp`), its styles already in the shell's
 * shadow root by then.
 */
const loadModalApp = (shell: () => Node | null, core: Core) =>
  import('./ModalApp').then((module) => module.paintedModalApp(core, shell))

/** Rows the shell holds, as many as Connect holds while the explorer answers (no jump when it comes). */
const SHELL_ROWS = 3

/**
 * Connect as the shell draws it: boxes the size of its sign-in block (email, socials, the divider),
 * then the page's wallets as Connect lists them first (`pageWalletItems`, the same rows), then
 * placeholders up to SHELL_ROWS; Connect then fills the same places (docs/behaviour.md#first-open).
 * A wallet chosen here is chosen in Connect as it mounts (`Core.shellChoice`). With the list
 * narrowed to a namespace (a line of text above it), placeholders only.
 */
function ShellConnect() {
  const core = useCore()
  // Drawn again as the page announces a wallet.
  useStoreValue('connectors', (connectors) => getVersion(connectors))
  const { options, project, connectors, modal } = core.stores
  const narrowed = Boolean(modal.connectNamespace)
  const login = narrowed
    ? { email: false, socials: [] }
    : connectLoginOptions(options.features, project.remoteFeatures, core.platform)
  const [wide, ...narrow] = login.socials
  const rows = narrowed ? [] : pageWalletItems(connectors.connectors)
  return (
    <>
      {login.email ? <div className="w3m-input w3m-ghost" aria-hidden="true" /> : null}
      {/* A line of text high, as the button's label is (the narrow ones hold only an icon). */}
      {wide ? (
        <div className="w3m-social w3m-social-wide w3m-ghost" aria-hidden="true">
          {'\u00a0'}
        </div>
      ) : null}
      {narrow.length > 0 ? (
        <div className="w3m-socials" aria-hidden="true">
          {narrow.map((social) => (
            <div key={social} className="w3m-social w3m-ghost" />
          ))}
        </div>
      ) : null}
      {login.email || wide ? (
        <div className="w3m-divider w3m-ghost" aria-hidden="true">
          {'\u00a0'}
        </div>
      ) : null}
      <ul className="w3m-list" aria-label="Wallets">
        {rows.map((item) => (
          <WalletRowFrame
            key={item.key}
            image={
              item.imageUrl && IMAGE_DATA_URL.test(item.imageUrl) ? (
                <WalletImg src={item.imageUrl} />
              ) : (
                <span className="w3m-wallet-image" aria-hidden="true" />
              )
            }
            name={item.name}
            tag="installed"
            tagTone="accent"
            onClick={() => {
              core.shellChoice = item.key
            }}
            testId={`w3m-wallet-${item.key}`}
          />
        ))}
        {Array.from({ length: Math.max(0, SHELL_ROWS - rows.length) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <li key={index} className="w3m-row w3m-skeleton" aria-hidden="true">
            <span className="w3m-wallet-image" />
            <span className="w3m-skeleton-line" />
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * What the first frame after the first click shows while ModalApp's chunk arrives: the dialog's
 * frame with Connect's title and what Connect will show first, in its places (ShellConnect), so
 * nothing moves when Connect replaces it (docs/behaviour.md#first-open).
 */
export function ModalShell({
  shown,
  root,
  hidden = false,
}: {
  shown?: RefObject<boolean>
  /** The shell's outermost node, for ModalApp's styles to find its shadow root before it takes over. */
  root?: RefObject<HTMLDivElement | null>
  /**
   * Drawn ahead, before any open: laid out but invisible, inert and without its entrance, so the
   * open only shows it (its styles and layout done already).
   */
  hidden?: boolean
}) {
  const dialog = useRef<HTMLDivElement>(null)
  // ModalApp's dialog then takes over without playing the entrance again. Focus moves into the
  // shell once its first frame has painted (moved in the click, it made that click restyle and
  // lay out the shell before the frame did) and, when the shell goes (ModalApp in its place, or
  // the modal closed), back to the opener: ModalApp's Dialog, mounting next, takes the opener as
  // the focus to return on close, as it does when it opens on its own
  // (docs/behaviour.md#first-open). A shell gone before that frame leaves focus where it was.
  useLayoutEffect(() => {
    if (hidden) return
    if (shown) shown.current = true
    let opener = document.activeElement
    while (opener?.shadowRoot?.activeElement) opener = opener.shadowRoot.activeElement
    let moved = false
    afterPaint(() => {
      if (!dialog.current?.isConnected) return
      moved = true
      dialog.current.focus({ preventScroll: true })
    })
    return () => {
      if (moved) (opener as HTMLElement | null)?.focus?.({ preventScroll: true })
    }
  }, [shown, hidden])
  const theme = useThemeMode()
  return (
    <div
      className="w3m-root"
      data-theme={theme}
      data-ahead={hidden || undefined}
      aria-hidden={hidden || undefined}
      inert={hidden}
      ref={root}
    >
      <ShellDialog dialog={dialog} />
    </div>
  )
}

/**
 * The shell's overlay and dialog: the same whether drawn ahead or shown (memo), so the open
 * renders only the attributes around it.
 */
const ShellDialog = memo(function ShellDialog({
  dialog,
}: {
  dialog: RefObject<HTMLDivElement | null>
}) {
  const core = useCore()
  const close = () => closeModal(core.stores)
  const connect = useStoreValue('router', (router) => router.current.view === 'Connect')
  return (
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
              <ShellConnect />
            ) : (
              <div className="w3m-center">
                <div className="w3m-spinner" aria-hidden="true" />
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  )
})

/**
 * The modal's UI as the first load holds it: nothing until the page is idle, then the shell drawn
 * ahead, hidden; on the first open (or toast) ModalApp, with the shell shown in its place for the
 * frames its chunk takes. The chunk is awaited in state, not by React.lazy and Suspense: React
 * holds a retry that replaces a Suspense fallback until 300 ms after that fallback appeared,
 * which kept Connect off the screen for that long whatever the chunk took
 * (docs/behaviour.md#first-open).
 */
export function ModalRoot() {
  const core = useCore()
  const open = useStoreValue('modal', (modal) => modal.open)
  const toasts = useStoreValue('toast', (toast) => toast.toasts.length > 0)
  // When it was first wanted: the shell (shown on an open) begins its entrance with that frame.
  const [wanted, setWanted] = useState<number>()
  const [App, setApp] = useState<ModalAppComponent>()
  const shellShown = useRef(false)
  const shellRoot = useRef<HTMLDivElement>(null)
  // Once the page is idle, the shell is drawn ahead, hidden: an open made after that only shows it.
  const [ahead, setAhead] = useState(false)
  useEffect(() => whenIdle(() => setAhead(true)), [])
  if (!wanted && (open || toasts)) {
    setWanted(performance.now())
    // Asked for by the render that first wants it, and fetched once the frame that shows the shell
    // has been painted (in the click, the fetch held that paint back: startModalCore's likewise).
    // A chunk that cannot load leaves the shell, whose Close still works.
    afterPaint(() =>
      loadModalApp(() => shellRoot.current, core).then((loaded) => setApp(() => loaded)),
    )
  }
  if (!wanted) return ahead ? <ModalShell hidden /> : null
  if (!App) return open ? <ModalShell shown={shellShown} root={shellRoot} /> : null
  return <App continuesShell={shellShown} shellSince={wanted} />
}
