import { dismissToast } from '../../actions/toast'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { Icon } from '../Icon/Icon'

/** The toasts of the modal (docs/behaviour.md#toasts): error toasts are alerts, the others polite status. */
export function Toasts() {
  const t = useT()
  const core = useCore()
  const { toasts } = useStoreState('toast')
  return (
    <div className="w3m-toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="w3m-toast"
          role={toast.variant === 'error' ? 'alert' : 'status'}
          data-variant={toast.variant}
          data-visible={String(toast.visible)}
          data-testid="w3m-toast"
        >
          <span className="w3m-toast-icon" aria-hidden="true">
            {toast.variant === 'loading' ? (
              <span className="w3m-spinner w3m-spinner-small" />
            ) : (
              <Icon name={toast.variant === 'success' ? 'check' : 'warning'} size={18} />
            )}
          </span>
          <span className="w3m-grow">{t(toast.message)}</span>
          <button
            type="button"
            className="w3m-icon-button"
            aria-label={t('Dismiss')}
            onClick={() => dismissToast(core.stores, toast.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  )
}
