import { dismissToast } from '../../actions/toast'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'

const ICONS = { loading: '…', success: '✓', error: '!' } as const

/** The toasts of the modal (docs/behaviour.md#toasts): error toasts are alerts, the others polite status. */
export function Toasts() {
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
            {ICONS[toast.variant]}
          </span>
          <span className="w3m-grow">{toast.message}</span>
          <button
            type="button"
            className="w3m-icon-button"
            aria-label="Dismiss"
            onClick={() => dismissToast(core.stores, toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
