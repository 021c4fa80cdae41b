import { type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { subscribe } from 'valtio/vanilla'
import { goBack } from '../actions/router'
import { requestClose } from '../actions/shakeModal'
import { Dialog } from '../components/Dialog/Dialog'
import { Spinner } from '../components/Spinner/Spinner'
import { adoptListStyles, useListStyles } from '../components/styles/useListStyles'
import { Toasts } from '../components/Toasts/Toasts'
import { ViewErrorBoundary } from '../components/ViewErrorBoundary/ViewErrorBoundary'
import type { Core } from '../core/createCore'
import { useCore } from '../hooks/coreContext'
import { useStoreState } from '../hooks/useStoreState'
import { useThemeMode } from '../hooks/useThemeMode'
import { useCatalog, useT } from '../i18n/translate'
import { afterPaint } from '../utils/afterPaint'
import { imagesWarmed } from '../utils/warmImages'
import { VIEWS, type ViewComponent } from '../views/registry'
import { ViewUnavailable } from '../views/ViewUnavailable/ViewUnavailable'

/**
 * ModalApp once the frame after its chunk has painted. Its first render is the first open's
 * longest task; what the chunk also started (startCore: Connect's explorer fetches, whose client's
 * module resolves a task later) goes out before it rather than after (docs/behaviour.md#first-open).
 * The views' styles go into the shadow root of `shell` (the dialog's shell, when it is on screen)
 * first: adopted in ModalApp's commit, they came after the style and layout that commit forces
 * (React gives focus back as the shell leaves) and had the frame do both again.
 */
export function paintedModalApp(
  core: Pick<Core, 'stores'>,
  shell?: () => Node | null,
): Promise<typeof ModalApp> {
  return new Promise((resolve) =>
    afterPaint(() => {
      const root = shell?.()?.getRootNode()
      if (root) adoptListStyles(root)
      void connectWalletsIn(core).then(() => resolve(ModalApp))
    }),
  )
}

/**
 * How long the shell may stay in place for Connect's wallets, their images and the project (an
 * explorer slower than that gets ModalApp's Connect with its placeholders, as before).
 */
export const WALLETS_WAIT_MS = 120

/**
 * Resolves once the explorer has answered Connect's wallets and the project (its plan, features and
 * origins; each answer or failure), and the images of the wallets have loaded and been decoded (or
 * failed), or after WALLETS_WAIT_MS; at once off Connect. Connect acts on the project: a wallet
 * chosen in the shell connects as Connect mounts, and a plan over its limit must turn that into
 * UsageExceeded, not a connection.
 * While the shell stands in for Connect (the same places, the page's wallets in them), the answer
 * is read as soon as it comes, and its images load, rather than after ModalApp's first render, the
 * open's longest task, which would hold their arrival back until it ends; ModalApp then renders
 * Connect with its wallets, their images in place, once (docs/behaviour.md#first-open).
 */
function connectWalletsIn({ stores }: Pick<Core, 'stores'>): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true
    const done = () => {
      if (!waiting) return
      waiting = false
      clearTimeout(timer)
      stopWallets()
      stopProject()
      stopRouter()
      resolve()
    }
    const check = () => {
      if (stores.router.current.view !== 'Connect') done()
      else if (stores.wallets.status !== 'loading' && stores.project.status !== 'loading')
        void imagesWarmed().then(done)
    }
    const timer = setTimeout(done, WALLETS_WAIT_MS)
    const stopWallets = subscribe(stores.wallets, check)
    const stopProject = subscribe(stores.project, check)
    const stopRouter = subscribe(stores.router, check)
    check()
  })
}

/**
 * The whole modal UI of one core: the dialog on the current view, and the toasts. A chunk of its
 * own, loaded on the first open (ModalRoot shows the dialog's shell until it has come).
 */
export function ModalApp({
  continuesShell,
  shellSince,
}: {
  continuesShell?: RefObject<boolean>
  /** When the shell's entrance began (`performance.now()`), for the dialog to go on with it. */
  shellSince?: number | undefined
}) {
  const core = useCore()
  const modal = useStoreState('modal')
  // The first dialog replaces the shell already on screen: no second entrance (until it closes).
  const [entered, setEntered] = useState(() => Boolean(continuesShell?.current))
  if (entered && !modal.open) setEntered(false)
  const router = useStoreState('router')
  const account = useStoreState('account')
  // Read so a title that names a connector follows the list.
  useStoreState('connectors')
  const theme = useThemeMode()
  const root = useRef<HTMLDivElement>(null)
  useListStyles(root)
  // The locale's catalog loads with the first non-English render and with each change (docs/behaviour.md#locale).
  const locale = useCatalog()
  const t = useT()
  // Account opens at once when its chunk is fetched while the account connects.
  useEffect(() => {
    if (account.address) void import('../views/Account/Account').catch(() => undefined)
  }, [account.address])
  const onRequestClose = useCallback(() => void requestClose(core), [core])
  const definition = VIEWS[router.current.view]
  const View: ViewComponent = definition?.component ?? ViewUnavailable
  const title = t(
    !definition
      ? 'Not available'
      : typeof definition.title === 'function'
        ? definition.title(core)
        : definition.title,
  )
  const canGoBack =
    router.history.length > 1 || (router.current.view === 'Connect' && Boolean(account.address))
  return (
    <div
      className="w3m-root"
      data-theme={theme}
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      ref={root}
    >
      {modal.open ? (
        <Dialog
          title={title}
          shake={modal.shake}
          onRequestClose={onRequestClose}
          onClose={onRequestClose}
          onBack={canGoBack ? () => goBack(core.stores) : undefined}
          viewKey={`${router.history.length}:${router.current.view}`}
          entered={entered}
          enteredAt={shellSince}
        >
          <ViewErrorBoundary key={router.history.length} onRetry={View.retry}>
            <Suspense fallback={<Spinner />}>
              <View />
            </Suspense>
          </ViewErrorBoundary>
        </Dialog>
      ) : null}
      <Toasts />
    </div>
  )
}
