import { Activity, Suspense, useCallback, useEffect, useState } from 'react'
import { goBack } from '../actions/router'
import { requestClose } from '../actions/shakeModal'
import { Dialog } from '../components/Dialog/Dialog'
import { Spinner } from '../components/Spinner/Spinner'
import { Toasts } from '../components/Toasts/Toasts'
import { useCore } from '../hooks/coreContext'
import { useStoreState } from '../hooks/useStoreState'
import { useThemeMode } from '../hooks/useThemeMode'
import { pickLocale } from '../i18n/locales'
import { useLocale, useT } from '../i18n/translate'
import { whenIdle } from '../utils/afterPaint'
import { VIEWS } from '../views/registry'
import { ViewUnavailable } from '../views/ViewUnavailable/ViewUnavailable'

/**
 * The whole modal UI of one core: the dialog on the current view, and the toasts.
 *
 * Before the first open the dialog is rendered once, hidden, when the page is idle (React's
 * `Activity`: display none, no effects mounted, nothing fetched), so the first click only reveals
 * it. After the first open a closed dialog is unmounted as usual.
 */
export function ModalApp() {
  const core = useCore()
  const modal = useStoreState('modal')
  const router = useStoreState('router')
  const account = useStoreState('account')
  // Read so a title that names a connector follows the list.
  useStoreState('connectors')
  const theme = useThemeMode()
  const locale = useLocale()
  const t = useT()
  // The locale's catalog loads with the first non-English render and with each change (docs/behaviour.md#locale).
  useEffect(() => {
    const { options } = core.stores
    if (locale !== 'en' || options.catalog)
      void import('../i18n/loadCatalog').then((module) =>
        module.loadCatalog(options, locale, () => pickLocale(options.locale)),
      )
  }, [core, locale])
  const [prerender, setPrerender] = useState<'waiting' | 'hidden' | 'done'>('waiting')
  useEffect(() => whenIdle(() => setPrerender((now) => (now === 'waiting' ? 'hidden' : now))), [])
  useEffect(() => {
    if (modal.open) setPrerender('done')
  }, [modal.open])
  const onRequestClose = useCallback(() => void requestClose(core), [core])
  const definition = VIEWS[router.current.view]
  const View = definition?.component ?? ViewUnavailable
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
    >
      <Activity mode={modal.open ? 'visible' : 'hidden'}>
        {modal.open || prerender === 'hidden' ? (
          <Dialog
            title={title}
            shake={modal.shake}
            onRequestClose={onRequestClose}
            onClose={onRequestClose}
            onBack={canGoBack ? () => goBack(core.stores) : undefined}
            viewKey={`${router.history.length}:${router.current.view}`}
          >
            <Suspense fallback={<Spinner />}>
              <View key={router.history.length} />
            </Suspense>
          </Dialog>
        ) : null}
      </Activity>
      <Toasts />
    </div>
  )
}
